/**
 * Loose products (spec §4, §5): adding increments the amount; setting takes the absolute value of the
 * typed number (0 when it is not numeric) and 0 removes the product.
 */
import { productRole } from '../../domain/product-role';
import { texts } from '../../domain/texts';
import { houseOf } from '../queries';
import { OK, reject, type CommandContext, type CommandHandler } from './types';

const t = texts.editor;

function looseProduct(ctx: CommandContext, productId: number): string | null {
  if (!houseOf(ctx)) return t.noHouse;
  const product = ctx.index.products.get(productId);
  if (!product) return t.unknownProduct;
  if (productRole(product, ctx.index) !== 'loose') return t.notLoose;
  return null;
}

/** The spec's amount rule: absolute value, integer, 0 for anything not numeric. */
export function parseLooseAmount(value: number | string): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? Math.trunc(Math.abs(n)) : 0;
}

export const addLooseProduct: CommandHandler<'addLooseProduct'> = (ctx, tx, cmd) => {
  const problem = looseProduct(ctx, cmd.productId);
  if (problem) return reject(problem);
  const list = ctx.world.design.looseProducts;
  const at = list.findIndex((p) => p.productId === cmd.productId);
  const next = at < 0
    ? [...list, { productId: cmd.productId, amount: 1 }]
    : list.map((p, i) => (i === at ? { ...p, amount: p.amount + 1 } : p));
  tx.setDesign({ looseProducts: next });
  return OK;
};

export const setLooseProductAmount: CommandHandler<'setLooseProductAmount'> = (ctx, tx, cmd) => {
  const problem = looseProduct(ctx, cmd.productId);
  if (problem) return reject(problem);
  const amount = parseLooseAmount(cmd.amount);
  const list = ctx.world.design.looseProducts;
  const at = list.findIndex((p) => p.productId === cmd.productId);
  if (at < 0 && amount === 0) return OK;
  if (at >= 0 && list[at].amount === amount) return OK;
  let next;
  if (amount === 0) next = list.filter((_, i) => i !== at);
  else if (at < 0) next = [...list, { productId: cmd.productId, amount }];
  else next = list.map((p, i) => (i === at ? { ...p, amount } : p));
  tx.setDesign({ looseProducts: next });
  return OK;
};

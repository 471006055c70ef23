/**
 * Colours (spec §4, ARCHITECTURE §3 reading 6): setHouseColor, setPillarColor and the brush. The brush
 * colours walls, options, pillars, gables and furniture, only in a colour the item's product offers
 * (`availableColors`); the same colour again, or the `deleteColor` pseudo-product, clears it.
 */
import type { Product } from '../../domain/catalog';
import { texts } from '../../domain/texts';
import { EntityKind } from '../components';
import { entitiesOf, isAlive, kindOf } from '../world';
import { houseOf, type HouseProduct } from '../queries';
import { DELETE_COLOR, OK, reject, type CommandContext, type CommandHandler } from './types';

const t = texts.editor;

const BRUSHABLE = new Set<number>([EntityKind.wall, EntityKind.option, EntityKind.pillar, EntityKind.gable, EntityKind.furniture]);

/** The product whose colour variants a pillar offers: the house's pillar product, else the house itself. */
function pillarProduct(ctx: CommandContext, house: HouseProduct): Product {
  const id = house.house.pillarProduct;
  return (id !== null ? ctx.index.products.get(id) : undefined) ?? house;
}

export const setHouseColor: CommandHandler<'setHouseColor'> = (ctx, tx, cmd) => {
  if (!houseOf(ctx)) return reject(t.noHouse);
  if (cmd.colorId !== null && !ctx.index.colors.has(cmd.colorId)) return reject(t.unknownColor);
  if (ctx.world.design.houseColor !== cmd.colorId) tx.setDesign({ houseColor: cmd.colorId });
  return OK;
};

export const setPillarColor: CommandHandler<'setPillarColor'> = (ctx, tx, cmd) => {
  if (!houseOf(ctx)) return reject(t.noHouse);
  if (cmd.colorId !== null && !ctx.index.colors.has(cmd.colorId)) return reject(t.unknownColor);
  const { c } = ctx.world;
  const pillar = entitiesOf(ctx.world, EntityKind.pillar).find((eid) => c.SpaceRef.id[eid] === cmd.pillarId);
  if (pillar === undefined) return reject(t.unknownPillar);
  tx.set(pillar, c.Color.id, cmd.colorId ?? 0);
  return OK;
};

export const brush: CommandHandler<'brush'> = (ctx, tx, cmd) => {
  const house = houseOf(ctx);
  if (!house) return reject(t.noHouse);
  if (!isAlive(ctx.world, cmd.entity)) return reject(t.unknownEntity);
  const kind = kindOf(ctx.world, cmd.entity);
  if (!BRUSHABLE.has(kind)) return reject(t.wrongEntity);
  const { c } = ctx.world;
  const current = c.Color.id[cmd.entity];
  if (cmd.colorId === DELETE_COLOR) {
    if (current === 0) return reject(t.nothingToClear);
    tx.set(cmd.entity, c.Color.id, 0);
    return OK;
  }
  if (!ctx.index.colors.has(cmd.colorId)) return reject(t.unknownColor);
  const product = kind === EntityKind.pillar ? pillarProduct(ctx, house) : ctx.index.products.get(c.Product.id[cmd.entity]);
  if (!product || !product.availableColors.includes(cmd.colorId)) return reject(t.noColorVariant);
  tx.set(cmd.entity, c.Color.id, current === cmd.colorId ? 0 : cmd.colorId);
  return OK;
};

/**
 * Windows and doors on walls (spec §5 'Option placement', ARCHITECTURE §3 reading 3): placeOption,
 * moveOption, removeOption and flipOption (`rotated` is a mirror of the hinge side).
 */
import { isOptionProduct } from '../../domain/fitting';
import { texts } from '../../domain/texts';
import { ALIGN, EntityKind, FLAG } from '../components';
import { isAlive, kindOf, leafEntity } from '../world';
import { houseOf } from '../queries';
import { nextOrder, optionProblem } from './shared';
import { OK, reject, type CommandContext, type CommandHandler, type CommandResult } from './types';

const t = texts.editor;

function optionEntity(ctx: CommandContext, eid: number): CommandResult | null {
  if (!isAlive(ctx.world, eid)) return reject(t.unknownEntity);
  if (kindOf(ctx.world, eid) !== EntityKind.option) return reject(t.wrongEntity);
  return null;
}

export const placeOption: CommandHandler<'placeOption'> = (ctx, tx, cmd) => {
  const house = houseOf(ctx);
  if (!house) return reject(t.noHouse);
  const product = ctx.index.products.get(cmd.productId);
  if (!product) return reject(t.unknownProduct);
  if (!isOptionProduct(product)) return reject(t.notAnOption);
  if (product.disabledForHouses.includes(house.id)) return reject(t.productDisabledForHouse);
  if (!(cmd.align in ALIGN)) return reject(t.wrongEntity);
  const leafEid = leafEntity(ctx.world, cmd.spaceId);
  if (leafEid === undefined) return reject(t.unknownSpace);
  const problem = optionProblem(ctx, leafEid, product, cmd.align);
  if (problem) return reject(problem);
  tx.create([EntityKind.option, cmd.spaceId, nextOrder(ctx.world), ALIGN[cmd.align], product.id, 0, 0]);
  return OK;
};

export const moveOption: CommandHandler<'moveOption'> = (ctx, tx, cmd) => {
  const bad = optionEntity(ctx, cmd.entity);
  if (bad) return bad;
  const { c } = ctx.world;
  const spaceId = cmd.spaceId ?? c.SpaceRef.id[cmd.entity];
  if (!(cmd.align in ALIGN)) return reject(t.wrongEntity);
  const leafEid = leafEntity(ctx.world, spaceId);
  if (leafEid === undefined) return reject(t.unknownSpace);
  const product = ctx.index.products.get(c.Product.id[cmd.entity]);
  if (!product) return reject(t.unknownProduct);
  const problem = optionProblem(ctx, leafEid, product, cmd.align, cmd.entity);
  if (problem) return reject(problem);
  tx.set(cmd.entity, c.SpaceRef.id, spaceId);
  tx.set(cmd.entity, c.Placement.value, ALIGN[cmd.align]);
  return OK;
};

export const removeOption: CommandHandler<'removeOption'> = (ctx, tx, cmd) => {
  const bad = optionEntity(ctx, cmd.entity);
  if (bad) return bad;
  tx.remove(cmd.entity);
  return OK;
};

export const flipOption: CommandHandler<'flipOption'> = (ctx, tx, cmd) => {
  const bad = optionEntity(ctx, cmd.entity);
  if (bad) return bad;
  const flags = ctx.world.c.Flags.value;
  tx.set(cmd.entity, flags, flags[cmd.entity] ^ FLAG.rotated);
  return OK;
};

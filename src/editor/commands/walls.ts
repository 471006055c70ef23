/**
 * toggleWall (ARCHITECTURE §3 reading 2) and setVariation (reading 1).
 *
 * A full module fills `both`; a half module fills the clicked half. A leaf holds one `both` wall or at most
 * one `start` and one `end`. The same product on the same half again removes it; another product
 * replaces what stood there. Options that no longer fit the walls left are removed in the same step
 * (removing the last wall removes them all).
 */
import { wallFitsSpace } from '../../domain/fitting';
import { texts } from '../../domain/texts';
import { EntityKind, FILL, FLAG } from '../components';
import { leafEntity, onSpace } from '../world';
import { houseOf, wallsOnLeaf } from '../queries';
import { createLeaves, nextOrder, pruneOptions, syncPillars } from './shared';
import { OK, reject, type CommandHandler } from './types';

const t = texts.editor;

export const toggleWall: CommandHandler<'toggleWall'> = (ctx, tx, cmd) => {
  const { c } = ctx.world;
  const house = houseOf(ctx);
  if (!house) return reject(t.noHouse);
  const leafEid = leafEntity(ctx.world, cmd.spaceId);
  if (leafEid === undefined) return reject(t.unknownSpace);
  const product = ctx.index.products.get(cmd.productId);
  if (!product) return reject(t.unknownProduct);
  if (product.productType !== 'wallModule' && product.productType !== 'fenceModule') return reject(t.notAWall);
  if (c.Flags.value[leafEid] & FLAG.disabled) return reject(t.spaceDisabled);
  if (product.disabledForHouses.includes(house.id)) return reject(t.productDisabledForHouse);
  if (!wallFitsSpace(product, { globalSideId: c.Leaf.side[leafEid], disabled: false }, house.id)) return reject(t.wallDoesNotFit);
  if (product.halfWall && !cmd.half) return reject(t.halfRequired);

  const fill = product.halfWall ? cmd.half! : 'both';
  const walls = wallsOnLeaf(ctx, cmd.spaceId, c.Leaf.length[leafEid]);
  const same = walls.find((w) => w.fill === fill && w.product.id === product.id);
  if (same) {
    tx.remove(same.eid);
  } else {
    // A `both` wall takes the whole leaf; a half replaces a `both` wall and the wall on its own half.
    for (const wall of walls) if (fill === 'both' || wall.fill === 'both' || wall.fill === fill) tx.remove(wall.eid);
    tx.create([EntityKind.wall, cmd.spaceId, nextOrder(ctx.world), FILL[fill], product.id, 0]);
  }
  pruneOptions(ctx, tx, cmd.spaceId);
  return OK;
};

export const setVariation: CommandHandler<'setVariation'> = (ctx, tx, cmd) => {
  const house = houseOf(ctx);
  if (!house) return reject(t.noHouse);
  const space = house.house.layout.spaces.find((s) => s.id === cmd.spaceId);
  if (!space) return reject(t.unknownSpace);
  if (!Number.isInteger(cmd.index) || cmd.index < 0 || cmd.index >= space.variants.length) return reject(t.unknownVariation);
  const current = ctx.world.design.variations[String(space.id)] ?? 0;
  if (current === cmd.index) return reject(t.sameVariation);

  // Remove the leaves of the old variant and everything that stood on them; the new leaves start empty.
  const oldLeafIds = space.variants[current]?.subSpaces.map((s) => s.id) ?? [];
  for (const leafId of oldLeafIds) {
    for (const eid of onSpace(ctx.world, EntityKind.option, leafId)) tx.remove(eid);
    for (const eid of onSpace(ctx.world, EntityKind.wall, leafId)) tx.remove(eid);
    const leafEid = leafEntity(ctx.world, leafId);
    if (leafEid !== undefined) tx.remove(leafEid);
  }
  const variations = { ...ctx.world.design.variations };
  if (cmd.index === 0) delete variations[String(space.id)];
  else variations[String(space.id)] = cmd.index;
  tx.setDesign({ variations });
  createLeaves(tx, house.house, variations, new Set([space.id]));
  syncPillars(ctx, tx, house.house, variations);
  return OK;
};

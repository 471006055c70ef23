/**
 * Furniture and light-street items placed freely in the plan (spec §4): placeItem, moveItem (also the rule
 * of every move of a drag: editor/gestures.ts runs it in the drag's one transaction), rotateItem (0, 90,
 * 180, 270; light-street items both ways, furniture clockwise) and removeItem. Items stay inside the pan
 * area (the house plus 6000 mm on every side).
 */
import type { Product } from '../../domain/catalog';
import { rotations } from '../../domain/configuration';
import { ROTATION_STEP_DEGREES } from '../../domain/constants';
import { panArea } from '../../domain/geometry';
import { productRole } from '../../domain/product-role';
import type { CatalogIndex } from '../../domain/pricing/types';
import { texts } from '../../domain/texts';
import { EntityKind, type EntityKindValue } from '../components';
import { entitiesOf, isAlive, kindOf } from '../world';
import { houseOf, type HouseProduct } from '../queries';
import { nextOrder } from './shared';
import { OK, reject, type CommandContext, type CommandHandler, type CommandResult } from './types';

const t = texts.editor;

/** Which list a product goes to when placed in the plan, or null when it is not a placeable item. */
export function itemKind(product: Product, index: CatalogIndex): EntityKindValue | null {
  const role = productRole(product, index);
  return role === 'light' ? EntityKind.light : role === 'furniture' ? EntityKind.furniture : null;
}

function insideArea(house: HouseProduct, x: number, y: number): boolean {
  const area = panArea(house.house);
  return Number.isFinite(x) && Number.isFinite(y) && x >= area.minX && x <= area.maxX && y >= area.minY && y <= area.maxY;
}

function itemEntity(ctx: CommandContext, eid: number): CommandResult | null {
  if (!isAlive(ctx.world, eid)) return reject(t.unknownEntity);
  const kind = kindOf(ctx.world, eid);
  if (kind !== EntityKind.furniture && kind !== EntityKind.light) return reject(t.wrongEntity);
  return null;
}

export const placeItem: CommandHandler<'placeItem'> = (ctx, tx, cmd) => {
  const house = houseOf(ctx);
  if (!house) return reject(t.noHouse);
  const product = ctx.index.products.get(cmd.productId);
  if (!product) return reject(t.unknownProduct);
  const kind = itemKind(product, ctx.index);
  if (kind === null) return reject(t.notAnItem);
  if (product.disabledForHouses.includes(house.id)) return reject(t.productDisabledForHouse);
  const rotation = cmd.rotation ?? 0;
  if (!(rotations as readonly number[]).includes(rotation)) return reject(t.invalidRotation);
  if (!insideArea(house, cmd.x, cmd.y)) return reject(t.outsideArea);
  // `index` numbers the items of one list; a new item takes the next free number.
  let index = 0;
  const indexField = ctx.world.c.ItemIndex.value;
  for (const eid of entitiesOf(ctx.world, kind)) index = Math.max(index, indexField[eid] + 1);
  tx.create([kind, index, nextOrder(ctx.world), cmd.x, cmd.y, rotation, product.id, 0]);
  return OK;
};

export const moveItem: CommandHandler<'moveItem'> = (ctx, tx, cmd) => {
  const bad = itemEntity(ctx, cmd.entity);
  if (bad) return bad;
  const house = houseOf(ctx);
  if (!house) return reject(t.noHouse);
  if (!insideArea(house, cmd.x, cmd.y)) return reject(t.outsideArea);
  const { Position } = ctx.world.c;
  tx.set(cmd.entity, Position.x, cmd.x);
  tx.set(cmd.entity, Position.y, cmd.y);
  return OK;
};

export const rotateItem: CommandHandler<'rotateItem'> = (ctx, tx, cmd) => {
  const bad = itemEntity(ctx, cmd.entity);
  if (bad) return bad;
  const direction = cmd.direction ?? 'cw';
  if (direction === 'ccw' && kindOf(ctx.world, cmd.entity) !== EntityKind.light) return reject(t.rotateOneWay);
  const deg = ctx.world.c.Rotation.deg;
  const step = direction === 'cw' ? ROTATION_STEP_DEGREES : 360 - ROTATION_STEP_DEGREES;
  tx.set(cmd.entity, deg, (deg[cmd.entity] + step) % 360);
  return OK;
};

export const removeItem: CommandHandler<'removeItem'> = (ctx, tx, cmd) => {
  const bad = itemEntity(ctx, cmd.entity);
  if (bad) return bad;
  tx.remove(cmd.entity);
  return OK;
};

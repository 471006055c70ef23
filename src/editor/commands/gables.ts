/**
 * placeGable: a gable product fills a gable space, aligned start or end (the other end takes the product's
 * rotated counterpart, which the catalogue lists as `rotatedGableProduct`). The same product and alignment
 * again removes it; anything else replaces what stood there.
 */
import { texts } from '../../domain/texts';
import { EntityKind, GABLE_ALIGN } from '../components';
import { onSpace } from '../world';
import { houseOf } from '../queries';
import { nextOrder } from './shared';
import { OK, reject, type CommandHandler } from './types';

const t = texts.editor;

export const placeGable: CommandHandler<'placeGable'> = (ctx, tx, cmd) => {
  const { c } = ctx.world;
  const house = houseOf(ctx);
  if (!house) return reject(t.noHouse);
  if (!house.house.layout.gableSpaces.some((g) => g.id === cmd.gableSpaceId)) return reject(t.unknownGableSpace);
  const product = ctx.index.products.get(cmd.productId);
  if (!product) return reject(t.unknownProduct);
  if (product.productType !== 'gable' && product.productType !== 'gableRotated') return reject(t.notAGable);
  if (product.disabledForHouses.includes(house.id)) return reject(t.productDisabledForHouse);
  if (!(cmd.align in GABLE_ALIGN)) return reject(t.wrongEntity);
  const existing = onSpace(ctx.world, EntityKind.gable, cmd.gableSpaceId);
  const same = existing.find((eid) => c.Product.id[eid] === product.id && c.Placement.value[eid] === GABLE_ALIGN[cmd.align]);
  for (const eid of existing) tx.remove(eid);
  if (same === undefined) tx.create([EntityKind.gable, cmd.gableSpaceId, nextOrder(ctx.world), GABLE_ALIGN[cmd.align], product.id, 0]);
  return OK;
};

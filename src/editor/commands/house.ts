/**
 * selectHouse and reset (spec §4: selecting a house or reset clears the configuration). The new design
 * starts with the house's `defaultSelectedColor` and every category's `defaultSelectedProduct` that goes
 * into a design slot (ARCHITECTURE §3 reading 6). One undo step.
 */
import type { HouseSpec, Product } from '../../domain/catalog';
import { defaultEnableCategories } from '../../domain/configuration';
import { isDesignSlot, productRole } from '../../domain/product-role';
import type { CatalogIndex } from '../../domain/pricing/types';
import { texts } from '../../domain/texts';
import type { Transaction } from '../transaction';
import type { Design } from '../world';
import { isSelectedInDesign, toggleInDesign } from './products';
import { clearWorld, createLeaves, createPillars } from './shared';
import { OK, reject, type CommandContext, type CommandHandler } from './types';

export function emptyDesign(houseId: number): Design {
  return {
    selectedHouse: houseId,
    variations: {},
    houseColor: null,
    selectedRoofProduct: 0,
    selectedFacadeCladdingProducts: [],
    selectedRoofRackProductFront: 0,
    selectedRoofRackProductBehind: 0,
    selectedFoundations: {},
    enableCategories: defaultEnableCategories(),
    looseProducts: [],
  };
}

/** The design a freshly chosen house starts with. */
export function defaultDesign(house: Product, index: CatalogIndex): Design {
  let design = emptyDesign(house.id);
  if (house.defaultSelectedColor !== null && index.colors.has(house.defaultSelectedColor)) {
    design = { ...design, houseColor: house.defaultSelectedColor };
  }
  for (const category of index.categories.values()) {
    if (category.defaultSelectedProduct === null || category.disabledForHouses.includes(house.id)) continue;
    const product = index.products.get(category.defaultSelectedProduct);
    if (!product || product.disabledForHouses.includes(house.id)) continue;
    const slot = productRole(product, index);
    if (!isDesignSlot(slot) || isSelectedInDesign(design, product, slot)) continue;
    design = { ...design, ...toggleInDesign(design, product, slot, index) };
  }
  return design;
}

function startHouse(ctx: CommandContext, tx: Transaction, house: Product & { house: HouseSpec }): void {
  clearWorld(tx);
  tx.replaceDesign(defaultDesign(house, ctx.index));
  createLeaves(tx, house.house, {});
  createPillars(tx, house.house, {});
}

export const selectHouse: CommandHandler<'selectHouse'> = (ctx, tx, cmd) => {
  const house = ctx.index.products.get(cmd.houseId);
  if (!house || house.productType !== 'house' || !house.house) return reject(texts.editor.unknownHouse);
  startHouse(ctx, tx, house as Product & { house: HouseSpec });
  return OK;
};

export const reset: CommandHandler<'reset'> = (ctx, tx) => {
  const house = ctx.index.products.get(ctx.world.design.selectedHouse);
  if (!house || !house.house) return reject(texts.editor.noHouse);
  startHouse(ctx, tx, house as Product & { house: HouseSpec });
  return OK;
};

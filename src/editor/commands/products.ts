/**
 * selectProduct (spec §4 'Product selection'): clicking a selected product deselects it; roof and each
 * roof rack (front, rear) hold one product; facade cladding and option packages hold several, a new one
 * replacing those that share a category; foundations are keyed by type. Every other product is a tool
 * (the wall, option, item or colour the plan applies next): one at a time, kept in the editor's selection,
 * not in the design.
 */
import type { Product } from '../../domain/catalog';
import { isDesignSlot, productRole, type DesignSlot } from '../../domain/product-role';
import type { CatalogIndex } from '../../domain/pricing/types';
import { texts } from '../../domain/texts';
import type { Design } from '../world';
import { houseOf } from '../queries';
import { OK, reject, type CommandHandler } from './types';

type FoundationType = 'foundationWall' | 'foundationBase' | 'fastFoundation';

/** Whether the product is currently selected in the design. */
export function isSelectedInDesign(design: Design, product: Product, slot: DesignSlot, rack: 'front' | 'behind' = 'front'): boolean {
  switch (slot) {
    case 'roof': return design.selectedRoofProduct === product.id;
    case 'roofRack': return (rack === 'behind' ? design.selectedRoofRackProductBehind : design.selectedRoofRackProductFront) === product.id;
    case 'cladding': return design.selectedFacadeCladdingProducts.includes(product.id);
    case 'foundation': return design.selectedFoundations[product.productType as FoundationType] === product.id;
  }
}

/** The design after a click on a design-slot product (select, or deselect when selected). */
export function toggleInDesign(design: Design, product: Product, slot: DesignSlot, index: CatalogIndex, rack: 'front' | 'behind' = 'front'): Partial<Design> {
  const selected = isSelectedInDesign(design, product, slot, rack);
  switch (slot) {
    case 'roof':
      return { selectedRoofProduct: selected ? 0 : product.id };
    case 'roofRack':
      return rack === 'behind'
        ? { selectedRoofRackProductBehind: selected ? 0 : product.id }
        : { selectedRoofRackProductFront: selected ? 0 : product.id };
    case 'cladding': {
      if (selected) return { selectedFacadeCladdingProducts: design.selectedFacadeCladdingProducts.filter((id) => id !== product.id) };
      const mine = new Set(product.categories.map((c) => c.id));
      const kept = design.selectedFacadeCladdingProducts.filter((id) => {
        const other = index.products.get(id);
        return !other || !other.categories.some((c) => mine.has(c.id));
      });
      return { selectedFacadeCladdingProducts: [...kept, product.id] };
    }
    case 'foundation': {
      const type = product.productType as FoundationType;
      const next = { ...design.selectedFoundations };
      if (selected) delete next[type];
      else next[type] = product.id;
      return { selectedFoundations: next };
    }
  }
}

export const selectProduct: CommandHandler<'selectProduct'> = (ctx, tx, cmd) => {
  const product = ctx.index.products.get(cmd.productId);
  if (!product) return reject(texts.editor.unknownProduct);
  const house = houseOf(ctx);
  if (!house) return reject(texts.editor.noHouse);
  if (product.disabledForHouses.includes(house.id)) return reject(texts.editor.productDisabledForHouse);
  if (product.productType === 'house') return reject(texts.editor.notSelectable);
  const role = productRole(product, ctx.index);
  // Tools change no design state: the editor keeps them in its selection stream.
  if (!isDesignSlot(role)) return OK;
  tx.setDesign(toggleInDesign(ctx.world.design, product, role, ctx.index, cmd.slot));
  return OK;
};

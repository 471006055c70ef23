/**
 * selectProduct (spec §4 'Product selection'): clicking a selected product deselects it; roof and each
 * roof rack (front, rear) hold one product; facade cladding and option packages hold several, a new one
 * replacing those that share a category; foundations are keyed by type. Every other product is a tool
 * (the wall, option, item or colour the plan applies next): one at a time, kept in the editor's selection,
 * not in the design.
 */
import type { Product } from '../../domain/catalog';
import type { CatalogIndex } from '../../domain/pricing/types';
import { texts } from '../../domain/texts';
import type { Design } from '../world';
import { currentHouse } from './shared';
import { OK, reject, type CommandHandler } from './types';

export type ProductSlot = 'roof' | 'roofRack' | 'cladding' | 'foundation' | 'tool';

const FOUNDATION_TYPES = ['foundationWall', 'foundationBase', 'fastFoundation'] as const;
type FoundationType = (typeof FOUNDATION_TYPES)[number];

function categoryTypes(product: Product, index: CatalogIndex): Set<string> {
  const out = new Set<string>();
  for (const { id } of product.categories) {
    const type = index.categories.get(id)?.categoryType;
    if (type) out.add(type);
  }
  return out;
}

/** Where a product goes when selected. */
export function productSlot(product: Product, index: CatalogIndex): ProductSlot {
  if ((FOUNDATION_TYPES as readonly string[]).includes(product.productType)) return 'foundation';
  const types = categoryTypes(product, index);
  if (product.productType === 'roof' || (types.has('roof') && product.productType !== 'roofRack')) return 'roof';
  if (product.productType === 'roofRack' || types.has('roofRack')) return 'roofRack';
  if (product.productType === 'optionPackage' || types.has('optionPackage') || types.has('facadeCladding')) return 'cladding';
  return 'tool';
}

/** Whether the product is currently selected in the design. */
export function isSelectedInDesign(design: Design, product: Product, slot: ProductSlot, rack: 'front' | 'behind' = 'front'): boolean {
  switch (slot) {
    case 'roof': return design.selectedRoofProduct === product.id;
    case 'roofRack': return (rack === 'behind' ? design.selectedRoofRackProductBehind : design.selectedRoofRackProductFront) === product.id;
    case 'cladding': return design.selectedFacadeCladdingProducts.includes(product.id);
    case 'foundation': return design.selectedFoundations[product.productType as FoundationType] === product.id;
    default: return false;
  }
}

/** The design after a click on a design-slot product (select, or deselect when selected). */
export function toggleInDesign(design: Design, product: Product, slot: ProductSlot, index: CatalogIndex, rack: 'front' | 'behind' = 'front'): Partial<Design> {
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
    default:
      return {};
  }
}

export const selectProduct: CommandHandler<'selectProduct'> = (ctx, tx, cmd) => {
  const product = ctx.index.products.get(cmd.productId);
  if (!product) return reject(texts.editor.unknownProduct);
  const house = currentHouse(ctx);
  if (!house) return reject(texts.editor.noHouse);
  if (product.disabledForHouses.includes(house.id)) return reject(texts.editor.productDisabledForHouse);
  if (product.productType === 'house') return reject(texts.editor.notSelectable);
  const slot = productSlot(product, ctx.index);
  // Tools change no design state: the editor keeps them in its selection stream.
  if (slot === 'tool') return OK;
  tx.setDesign(toggleInDesign(ctx.w.design, product, slot, ctx.index, cmd.slot));
  return OK;
};

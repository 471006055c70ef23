/**
 * Parts that belong to the house as a whole rather than to an entity: floor, beams, joists, roof and its
 * covering, roof racks and facade cladding. They change only with design-wide choices, and their key says
 * which, so the model rebuilds them only when one of those changes.
 */
import { Matrix4 } from 'three';
import type { Part } from './batcher';
import { colorHex, type BuildContext } from './entity-parts';
import { claddingKind, rackKind, roofCovering, type RoofCovering } from './looks';
import { NATURAL_WOOD, surface, type Surface } from './materials';
import { claddingGeometry, rackGeometry, roofCoveringGeometry, roofDeckGeometry } from './parts/roof';
import { floorGeometry, joistGeometry, ringBeamGeometry } from './parts/structure';

const COVERING: Record<Exclude<RoofCovering, 'deck'>, { surface: Surface; hex: string }> = {
  epdm: { surface: 'epdm', hex: '#2a2b2d' },
  shingles: { surface: 'shingles', hex: '#5b6066' },
  tiles: { surface: 'tiles', hex: '#45484c' },
  polycarbonate: { surface: 'polycarbonate', hex: '#e8f0f2' },
  sedum: { surface: 'sedum', hex: '#8fb55e' },
};

/** The key of everything design-wide the house parts depend on. */
export function housePartsKey(ctx: BuildContext): string {
  const d = ctx.world.design;
  return [ctx.houseId, ctx.realistic, d.selectedRoofProduct, d.selectedRoofRackProductFront, d.selectedRoofRackProductBehind,
    d.selectedFacadeCladdingProducts.join(','), ctx.houseColor ?? 0].join('|');
}

export function houseParts(ctx: BuildContext): Part[] {
  const { frame, house, index, realistic, houseId } = ctx;
  const design = ctx.world.design;
  const identity = new Matrix4();
  const structureHex = colorHex(ctx, ctx.houseColor);
  const natural = surface('wood', NATURAL_WOOD, realistic);
  const structure = surface('wood', structureHex, realistic);
  const id = `${houseId}`;
  const covering = roofCovering(index.products.get(design.selectedRoofProduct));
  const parts: Part[] = [
    { geometry: { key: `floor:${id}`, make: () => floorGeometry(frame) }, material: natural, matrix: identity },
    { geometry: { key: `beams:${id}`, make: () => ringBeamGeometry(frame, house) }, material: structure, matrix: identity },
    { geometry: { key: `joists:${id}`, make: () => joistGeometry(frame, house) }, material: structure, matrix: identity },
    { geometry: { key: `roofdeck:${id}:${covering === 'polycarbonate' ? 'open' : 'deck'}`, make: () => roofDeckGeometry(frame, covering !== 'polycarbonate') }, material: structure, matrix: identity },
  ];
  if (covering !== 'deck') {
    const look = COVERING[covering];
    parts.push({ geometry: { key: `covering:${id}:${covering}`, make: () => roofCoveringGeometry(frame, covering) }, material: surface(look.surface, look.hex, realistic), matrix: identity, castShadow: covering !== 'polycarbonate' });
  }
  for (const [side, productId] of [['front', design.selectedRoofRackProductFront], ['rear', design.selectedRoofRackProductBehind]] as const) {
    const product = productId ? index.products.get(productId) : undefined;
    if (!product) continue;
    const kind = rackKind(product);
    const material = kind === 'fascia' ? surface('wood', '#b7794c', realistic) : surface('metal', kind === 'gutter' ? '#9aa0a4' : '#c9cdd0', realistic);
    parts.push({ geometry: { key: `rack:${id}:${kind}:${side}`, make: () => rackGeometry(frame, kind, side, 'main') }, material, matrix: identity });
    if (kind === 'gutter') parts.push({ geometry: { key: `rack:${id}:${kind}:${side}:pipe`, make: () => rackGeometry(frame, kind, side, 'pipe') }, material, matrix: identity });
  }
  for (const productId of design.selectedFacadeCladdingProducts) {
    const product = index.products.get(productId);
    if (!product || product.productType === 'optionPackage') continue;
    const kind = claddingKind(product);
    const hex = kind === 'fasciaChannel' ? '#3a3d40' : kind === 'frontBoards' ? '#b7794c' : structureHex;
    parts.push({ geometry: { key: `cladding:${id}:${kind}`, make: () => claddingGeometry(frame, kind) }, material: surface(kind === 'frontBoards' ? 'woodVertical' : 'wood', hex, realistic), matrix: identity });
  }
  return parts;
}

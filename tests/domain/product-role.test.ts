import { describe, expect, it } from 'vitest';
import { indexCatalog } from '../../src/domain/catalog-index';
import { isDesignSlot, isItemRole, isPlanTool, productRole } from '../../src/domain/product-role';
import { FIX, fixtureCatalog } from '../../src/editor/testing/fixture-catalog';

const index = indexCatalog(fixtureCatalog());
const role = (id: number) => productRole(index.products.get(id)!, index);

describe('productRole: one classification for the commands, the plan tools, the menu and the server', () => {
  it('names every kind of product', () => {
    expect(role(FIX.house)).toBe('house');
    expect([role(FIX.loose), role(FIX.looseMaterial)]).toEqual(['loose', 'loose']);
    expect([role(FIX.foundationWall), role(FIX.foundationBase), role(FIX.fastFoundation)]).toEqual(['foundation', 'foundation', 'foundation']);
    expect([role(FIX.roof), role(FIX.rack)]).toEqual(['roof', 'roofRack']);
    // Material in a facade-cladding category and option packages share the cladding slot (reading 8).
    expect([role(FIX.claddingA1), role(FIX.optionPackage)]).toEqual(['cladding', 'cladding']);
    expect([role(FIX.wall), role(FIX.halfWall), role(FIX.fence)]).toEqual(['wall', 'wall', 'wall']);
    expect([role(FIX.window), role(FIX.door)]).toEqual(['option', 'option']);
    expect([role(FIX.gable), role(FIX.gableRotated)]).toEqual(['gable', 'gable']);
    expect(role(FIX.chair)).toBe('furniture');
    // A light is whatever sits in a light-street category, here a 'material' product.
    expect(role(FIX.lamp)).toBe('light');
    expect(role(FIX.colorProduct)).toBe('color');
    expect(role(FIX.material)).toBe('other');
  });

  it('a roof-rack product in a roof category is a roof rack; a category alone makes a roof', () => {
    const rack = { ...index.products.get(FIX.rack)!, categories: [{ id: 20, order: 1 }] };
    expect(productRole(rack, index)).toBe('roofRack');
    const material = { ...index.products.get(FIX.material)!, categories: [{ id: 20, order: 1 }] };
    expect(productRole(material, index)).toBe('roof');
  });

  it('groups the roles: design slots toggle in the design, plan tools go in hand, items are placed freely', () => {
    const all = [FIX.house, FIX.loose, FIX.roof, FIX.rack, FIX.claddingA1, FIX.foundationBase, FIX.wall, FIX.window, FIX.gable, FIX.chair, FIX.lamp, FIX.colorProduct, FIX.material];
    expect(all.filter((id) => isDesignSlot(role(id)))).toEqual([FIX.roof, FIX.rack, FIX.claddingA1, FIX.foundationBase]);
    expect(all.filter((id) => isPlanTool(role(id)))).toEqual([FIX.wall, FIX.window, FIX.gable, FIX.chair, FIX.lamp]);
    expect(all.filter((id) => isItemRole(role(id)))).toEqual([FIX.chair, FIX.lamp]);
  });
});

/**
 * The 3D model on a headless world: the editor drives it through its commands and changes$, the model is
 * built without a renderer, and we measure what it made (sizes, positions, board counts, openings) and
 * what it keeps alive (geometries, materials, textures) after many edits and undos.
 */
import { Matrix4, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { benchCatalog } from '../../bench/catalog';
import { computeLayout } from '../domain/layout';
import { Editor } from '../editor/editor';
import { EntityKind } from '../editor/components';
import { orderedEntitiesOf } from '../editor/world';
import { createLocalCompute } from '../domain/compute-core';
import { FLOOR_TOP, wallDrop } from './dimensions';
import { HouseModel } from './model';

const catalog = benchCatalog();
const compute = createLocalCompute(catalog);
const FLAT = 1001; // 3000 x 2500, leaves 1 (rear), 2 (front), 3 (left), 4 (right)
const GABLE = 1015; // 3000 x 3000, gable spaces 21 and 22
const WALL = 2001;
const RABAT = 2002;
const GLASS = 2004;
const WINDOW = 3002;
const DOOR = 3101;

function setup(houseId: number) {
  const editor = new Editor({ catalog: compute.core.index, compute, priceDebounceMs: 0 });
  const ok = (command: Parameters<Editor['dispatch']>[0]) => {
    const result = editor.dispatch(command);
    if (!result.ok) throw new Error(`${command.type}: ${result.reason}`);
  };
  ok({ type: 'selectHouse', houseId });
  const model = new HouseModel(editor, false).attach();
  const batches = (prefix: string) => model.batcher.list().filter((b) => b.geometryKey.startsWith(prefix));
  const instances = (prefix: string) => batches(prefix).reduce((n, b) => n + b.count, 0);
  const positions = (prefix: string) => batches(prefix).flatMap((b) => Array.from({ length: b.count }, (_, i) => {
    const m = new Matrix4();
    b.mesh.getMatrixAt(i, m);
    return new Vector3().setFromMatrixPosition(m);
  }));
  return { editor, ok, model, batches, instances, positions };
}

describe('walls', () => {
  it('builds one wall per walled leaf, boards from below the floor to the wall top, as long as the leaf', () => {
    const { ok, batches, instances, model } = setup(FLAT);
    for (const spaceId of [1, 2, 3, 4]) ok({ type: 'toggleWall', spaceId, productId: WALL });
    expect(instances('wall:')).toBe(4);
    const front = batches('wall:').map((b) => b.mesh.geometry).find((g) => g.boundingBox!.max.x - g.boundingBox!.min.x > 3000)!;
    const box = front.boundingBox!;
    const frame = model.context!.frame;
    // 3000 mm leaf plus the pillars at both ends.
    expect(box.max.x - box.min.x).toBeCloseTo(3000 + frame.pillar + 56, 0);
    expect(box.min.y).toBe(FLOOR_TOP - wallDrop(false));
    expect(box.max.y).toBeCloseTo(frame.wallTop, 0);
    // Planks of 140 mm from 75 mm above the ground to the wall top.
    expect(front.userData.boards).toBe(Math.ceil((frame.wallTop - 20 - (FLOOR_TOP - wallDrop(false))) / 140));
    expect(front.userData.openings).toBe(0);
  });

  it('gives each product its look: Zweeds rabat has fewer, wider boards; glass walls get a pane', () => {
    const { ok, batches } = setup(FLAT);
    ok({ type: 'toggleWall', spaceId: 1, productId: WALL });
    ok({ type: 'toggleWall', spaceId: 2, productId: RABAT });
    ok({ type: 'toggleWall', spaceId: 3, productId: GLASS });
    const planks = batches('wall:planks')[0].mesh.geometry.userData.boards as number;
    const rabat = batches('wall:rabat')[0].mesh.geometry.userData.boards as number;
    expect(rabat).toBeLessThan(planks);
    expect(batches('wallglass:')).toHaveLength(1);
    expect(batches('wallglass:')[0].mesh.geometry.userData.triangles).toBeGreaterThan(0);
  });

  it('cuts an opening where a window is, at its height from the ground, and puts the window there', () => {
    const { ok, batches, positions, editor, model } = setup(FLAT);
    ok({ type: 'toggleWall', spaceId: 2, productId: WALL });
    ok({ type: 'placeOption', spaceId: 2, productId: WINDOW, align: 'left' });
    const wall = batches('wall:')[0].mesh.geometry;
    expect(wall.userData.openings).toBe(1);
    // Boards crossing the window are cut in two.
    expect(wall.userData.pieces).toBeGreaterThan(wall.userData.boards as number);
    const layout = computeLayout(FLAT, model.context!.house, editor.getConfiguration(), compute.core.index.products);
    const [expected] = layout.options;
    const [window] = positions('option:window');
    expect(window.x).toBeCloseTo(expected.x, 0);
    expect(window.z).toBeCloseTo(expected.y, 0);
    expect(window.y).toBeCloseTo(FLOOR_TOP + expected.fromGround, 0);
    // No cladding vertex lies inside the window's opening.
    const position = wall.getAttribute('position');
    const half = expected.width / 2 - 1;
    const localCentre = -(expected.x - 1500); // the front wall's frame runs right to left seen from the house
    let inside = 0;
    for (let i = 0; i < position.count; i++) {
      const x = position.getX(i);
      const y = position.getY(i);
      if (Math.abs(Math.abs(x) - Math.abs(localCentre)) < half - 5 && Math.sign(x) === Math.sign(localCentre)
        && y > window.y + 5 && y < window.y + expected.height - 5 && position.getZ(i) > 50) inside++;
    }
    expect(inside).toBe(0);
  });

  it('a door opening runs down to the bottom of the wall', () => {
    const { ok, batches } = setup(FLAT);
    ok({ type: 'toggleWall', spaceId: 2, productId: WALL });
    ok({ type: 'placeOption', spaceId: 2, productId: DOOR, align: 'center' });
    const wall = batches('wall:')[0].mesh.geometry;
    const rows = wall.userData.boards as number;
    const pieces = wall.userData.pieces as number;
    // Every row up to the door's height is cut in two pieces, the rows above stay whole.
    const cutRows = Math.ceil((2010 + wallDrop(false)) / 140);
    expect(pieces).toBe(rows + cutRows);
  });
});

describe('frame, roof and foundations', () => {
  it('stands the pillars of the chosen variants where the layout puts them', () => {
    const { positions, ok } = setup(FLAT);
    const points = positions('pillar:').map((p) => `${p.x},${p.z}`).sort();
    expect(points).toEqual(['0,0', '0,2500', '3000,0', '3000,2500']);
    ok({ type: 'setVariation', spaceId: 1, index: 1 });
    expect(positions('pillar:').map((p) => `${p.x},${p.z}`)).toContain('1500,0');
  });

  it('builds the roof per roof type with its overhang', () => {
    for (const houseId of [FLAT, 1008, GABLE]) {
      const { batches, model } = setup(houseId);
      const frame = model.context!.frame;
      const roof = batches('roofdeck:')[0].mesh.geometry.boundingBox!;
      expect(roof.min.x).toBeCloseTo(-frame.overhang, 0);
      expect(roof.max.x).toBeCloseTo(frame.width + frame.overhang, 0);
      if (frame.roofType === 'flat') expect(roof.max.y - roof.min.y).toBeLessThan(400);
      else expect(roof.max.y).toBeGreaterThan(frame.eave + frame.rise);
    }
  });

  it('adds the chosen covering, roof racks and gables', () => {
    const { ok, batches, instances } = setup(GABLE);
    ok({ type: 'selectProduct', productId: 5003 });
    ok({ type: 'selectProduct', productId: 5103, slot: 'front' });
    ok({ type: 'placeGable', gableSpaceId: 21, productId: 4001, align: 'start' });
    expect(batches('covering:').map((b) => b.geometryKey)).toEqual([`covering:${GABLE}:tiles`]);
    expect(batches('rack:').map((b) => b.geometryKey).sort()).toEqual([`rack:${GABLE}:gutter:front`, `rack:${GABLE}:gutter:front:pipe`]);
    expect(instances('gable:')).toBe(1);
    expect(batches('gable:')[0].mesh.geometry.userData.boards).toBeGreaterThan(3);
  });

  it('a foundation puts beams under the walls and lowers the cladding offset to 50', () => {
    const { ok, batches, instances } = setup(FLAT);
    ok({ type: 'toggleWall', spaceId: 1, productId: WALL });
    ok({ type: 'toggleWall', spaceId: 2, productId: WALL });
    ok({ type: 'selectProduct', productId: 6001 });
    expect(instances('fbeam:')).toBe(2);
    expect(batches('wall:')[0].mesh.geometry.boundingBox!.min.y).toBe(FLOOR_TOP - wallDrop(true));
    ok({ type: 'selectProduct', productId: 6011 });
    expect(instances('fpad:')).toBe(4);
  });

  it('places furniture and lights at their plan position, turned by their rotation', () => {
    const { ok, positions, batches } = setup(FLAT);
    ok({ type: 'placeItem', productId: 8002, x: 1500, y: 5000, rotation: 90 });
    ok({ type: 'placeItem', productId: 8104, x: -1000, y: 3000 });
    expect(positions('item:tableSet')[0]).toMatchObject({ x: 1500, y: 0, z: 5000 });
    expect(positions('item:lantern').length).toBeGreaterThan(0);
    expect(batches('item:lantern').map((b) => b.materialKey.split(':')[0]).sort()).toEqual(['lamp', 'metal']);
  });
});

describe('sync and disposal', () => {
  it('colours walls from the brush, else the house colour', () => {
    const { ok, batches, editor } = setup(FLAT);
    ok({ type: 'toggleWall', spaceId: 1, productId: WALL });
    ok({ type: 'toggleWall', spaceId: 2, productId: WALL });
    ok({ type: 'setHouseColor', colorId: 3 });
    expect(new Set(batches('wall:').map((b) => b.materialKey))).toEqual(new Set(['wood:#3a3d40:lambert']));
    const wall = editor.uidOf(orderedEntitiesOf(editor.world, EntityKind.wall)[0])!;
    ok({ type: 'brush', entity: wall, colorId: 4 });
    expect(new Set(batches('wall:').map((b) => b.materialKey))).toEqual(new Set(['wood:#3a3d40:lambert', 'wood:#f2f2ee:lambert']));
  });

  it('rebuilds only what an edit touched: other batches keep their meshes', () => {
    const { ok, model } = setup(FLAT);
    ok({ type: 'toggleWall', spaceId: 1, productId: WALL });
    ok({ type: 'placeItem', productId: 8003, x: 500, y: 4000 });
    const roof = model.batcher.list().find((b) => b.geometryKey.startsWith('roofdeck:'))!.mesh;
    const chair = model.batcher.list().find((b) => b.geometryKey.startsWith('item:'))!.mesh;
    ok({ type: 'toggleWall', spaceId: 2, productId: WALL });
    expect(model.batcher.list().find((b) => b.geometryKey.startsWith('roofdeck:'))!.mesh).toBe(roof);
    expect(model.batcher.list().find((b) => b.geometryKey.startsWith('item:'))!.mesh).toBe(chair);
  });

  it('moving an item rewrites one instance matrix in place and builds no geometry', () => {
    const { ok, model, editor } = setup(FLAT);
    for (let i = 0; i < 5; i++) ok({ type: 'placeItem', productId: 8003, x: 500 + i * 700, y: 4000 });
    const chairs = model.batcher.list().filter((b) => b.geometryKey.startsWith('item:chair'));
    expect(chairs).toHaveLength(1);
    const batch = chairs[0];
    const mesh = batch.mesh;
    const before = Float32Array.from(mesh.instanceMatrix.array);
    const built = model.registry.geometryKeys().length;
    let makes = 0;
    const add = model.batcher.add.bind(model.batcher);
    model.batcher.add = (parts) => { makes += parts.length; return add(parts); };
    const third = editor.uidOf(orderedEntitiesOf(editor.world, EntityKind.furniture)[2])!;
    const drag = editor.beginDrag(third)!;
    expect(drag.update(2000, 5200).ok).toBe(true);
    expect(drag.update(2100, 5300).ok).toBe(true);
    drag.commit();
    expect(makes).toBe(0);
    expect(model.registry.geometryKeys()).toHaveLength(built);
    expect(batch.mesh).toBe(mesh);
    const after = mesh.instanceMatrix.array;
    const changed = new Set<number>();
    for (let i = 0; i < before.length; i++) if (before[i] !== after[i]) changed.add(Math.floor(i / 16));
    expect([...changed]).toHaveLength(1);
    const m = new Matrix4();
    mesh.getMatrixAt([...changed][0], m);
    expect(new Vector3().setFromMatrixPosition(m)).toMatchObject({ x: 2100, y: 0, z: 5300 });
    expect(model.movedInPlace).toBe(2);
    // Turning keeps the geometry too; another colour is another material, so the part moves to another batch.
    ok({ type: 'rotateItem', entity: third });
    expect(makes).toBe(0);
  });

  it('built in slices, it ends as built at once, with a drag made between the slices where the drag left the item', async () => {
    const editor = new Editor({ catalog: compute.core.index, compute, priceDebounceMs: 0 });
    editor.dispatch({ type: 'selectHouse', houseId: FLAT });
    for (let i = 0; i < 6; i++) editor.dispatch({ type: 'placeItem', productId: 8003, x: 500 + i * 400, y: 4000 });
    const chairs = (model: HouseModel) => model.batcher.list().filter((b) => b.geometryKey.startsWith('item:chair')).flatMap((b) => Array.from({ length: b.count }, (_, i) => {
      const m = new Matrix4();
      b.mesh.getMatrixAt(i, m);
      return new Vector3().setFromMatrixPosition(m);
    }));
    const sliced = new HouseModel(editor, false);
    let yields = 0;
    const first = editor.uidOf(orderedEntitiesOf(editor.world, EntityKind.furniture)[0])!;
    await sliced.attachInSlices(async () => {
      // Between the first slices: a drag moves the first chair, which the first slice built.
      if (yields++ === 1) {
        const drag = editor.beginDrag(first)!;
        expect(drag.update(2000, 5200).ok).toBe(true);
        drag.commit();
      }
    }, 0, () => false);
    expect(yields).toBeGreaterThan(2);
    const whole = new HouseModel(editor, false).attach();
    const key = (v: Vector3) => `${Math.round(v.x)},${Math.round(v.z)}`;
    expect(chairs(sliced).map(key).sort()).toEqual(chairs(whole).map(key).sort());
    expect(chairs(sliced).map(key)).toContain('2000,5200');
    expect(sliced.batcher.stats()).toEqual(whole.batcher.stats());
  });

  it('stops building when cancelled between slices', async () => {
    const editor = new Editor({ catalog: compute.core.index, compute, priceDebounceMs: 0 });
    editor.dispatch({ type: 'selectHouse', houseId: FLAT });
    for (let i = 0; i < 6; i++) editor.dispatch({ type: 'placeItem', productId: 8003, x: 500 + i * 400, y: 4000 });
    const model = new HouseModel(editor, false);
    let yields = 0;
    await model.attachInSlices(async () => { yields++; }, 0, () => yields >= 2);
    expect(yields).toBe(2);
    const whole = new HouseModel(editor, false).attach();
    expect(model.batcher.stats().instances).toBeLessThan(whole.batcher.stats().instances);
  });

  it('a drag\'s moves are transient for the view; its end is not', () => {
    const { ok, model, editor } = setup(FLAT);
    ok({ type: 'placeItem', productId: 8003, x: 500, y: 4000 });
    const seen: boolean[] = [];
    model.onChange = (transient) => seen.push(transient);
    const chair = editor.uidOf(orderedEntitiesOf(editor.world, EntityKind.furniture)[0])!;
    const drag = editor.beginDrag(chair)!;
    drag.update(600, 4000);
    drag.update(700, 4000);
    drag.commit();
    expect(seen).toEqual([true, true, false]);
  });

  it('keeps no geometries, materials or textures alive after many edits and undos', () => {
    const { ok, editor, model } = setup(GABLE);
    ok({ type: 'toggleWall', spaceId: 1, productId: WALL });
    const baseline = { ...model.registry.counts(), ...model.stats() };
    const steps = 0;
    for (let round = 0; round < 3; round++) {
      let n = steps;
      const run = (command: Parameters<Editor['dispatch']>[0]) => { ok(command); n++; };
      for (const spaceId of [2, 3, 4]) run({ type: 'toggleWall', spaceId, productId: [WALL, RABAT, GLASS][spaceId - 2] });
      run({ type: 'placeOption', spaceId: 2, productId: 3106, align: 'left' });
      run({ type: 'placeOption', spaceId: 3, productId: 3007, align: 'center' });
      run({ type: 'selectProduct', productId: 5002 });
      run({ type: 'selectProduct', productId: 5101, slot: 'behind' });
      run({ type: 'selectProduct', productId: 5201 });
      run({ type: 'selectProduct', productId: 6021 });
      run({ type: 'placeGable', gableSpaceId: 22, productId: 4003, align: 'end' });
      run({ type: 'setHouseColor', colorId: 5 });
      run({ type: 'placeItem', productId: 8001, x: 1500, y: 5500 });
      run({ type: 'placeItem', productId: 8101, x: -800, y: 500 });
      run({ type: 'setVariation', spaceId: 1, index: 1 });
      expect(model.registry.counts().geometries).toBeGreaterThan(baseline.geometries);
      for (let i = 0; i < n; i++) expect(editor.undo()).toBe(true);
      expect({ ...model.registry.counts(), ...model.stats() }).toEqual(baseline);
      for (let i = 0; i < n; i++) editor.redo();
      for (let i = 0; i < n; i++) editor.undo();
    }
    expect({ ...model.registry.counts(), ...model.stats() }).toEqual(baseline);
    model.dispose();
    expect(model.registry.counts()).toEqual({ geometries: 0, materials: 0, textures: 0 });
  });

  it('switching realistic mode swaps every material for a physically based one and back', () => {
    const { ok, model } = setup(FLAT);
    ok({ type: 'toggleWall', spaceId: 1, productId: WALL });
    const before = model.registry.counts();
    model.setRealistic(true);
    expect(model.batcher.list().every((b) => b.materialKey.endsWith(':pbr'))).toBe(true);
    expect(model.batcher.list().every((b) => (b.mesh.material as { type: string }).type === 'MeshStandardMaterial')).toBe(true);
    model.setRealistic(false);
    expect(model.registry.counts()).toEqual(before);
  });
});

import { describe, expect, it } from 'vitest';
import { BoxGeometry, Color, DoubleSide, Matrix3, Matrix4, MeshBasicMaterial, MeshLambertMaterial, Vector3, type BufferAttribute, type Mesh } from 'three';
import { Batcher, type Part } from '../batcher';
import { ResourceRegistry } from '../registry';
import { mergeable, MotionMerged } from './motion-merged';

const slab: Part['geometry'] = { key: 'slab', make: () => new BoxGeometry(100, 200, 300).translate(0, 100, 0) };
const red: Part['material'] = { key: 'red', make: () => new MeshLambertMaterial({ color: new Color(1, 0, 0) }) };
const leaf: Part['material'] = { key: 'leaf', make: () => new MeshLambertMaterial({ color: new Color(0, 1, 0), side: DoubleSide }) };
const glass: Part['material'] = { key: 'glass', make: () => new MeshLambertMaterial({ transparent: true, opacity: 0.3 }) };
const lamp: Part['material'] = { key: 'lamp', make: () => new MeshLambertMaterial({ emissive: new Color(1, 1, 0.5) }) };
const unlit: Part['material'] = { key: 'unlit', make: () => new MeshBasicMaterial() };

function mesh(merged: MotionMerged, name: string): Mesh {
  return merged.meshes.find((m) => m.name === name)!;
}

describe('the merged full-detail instances of a motion frame', () => {
  it('puts each instance through its matrix, with normals lit as the instanced shader lights them, per face side', () => {
    const batcher = new Batcher(new ResourceRegistry());
    const rotated = new Matrix4().makeTranslation(1000, 0, 0).multiply(new Matrix4().makeRotationY(Math.PI / 2)).multiply(new Matrix4().makeScale(2, 1, 1));
    const [a, b, c] = batcher.add([
      { geometry: slab, material: red, matrix: rotated },
      { geometry: slab, material: red, matrix: new Matrix4().makeTranslation(0, 0, 5000) },
      { geometry: slab, material: leaf, matrix: new Matrix4() },
    ]);
    const merged = new MotionMerged();
    merged.fill([{ batch: c.batch, slot: c.slot }, { batch: b.batch, slot: b.slot }, { batch: a.batch, slot: a.slot }]);
    expect(merged.count).toBe(3);
    const front = mesh(merged, 'motion-merged-0');
    const double = mesh(merged, 'motion-merged-2');
    expect(front.visible && double.visible).toBe(true);
    // A box is 24 vertices and 36 indices; two red ones in the front-sided mesh, the leaf in the double-sided one.
    expect(front.geometry.drawRange.count).toBe(72);
    expect(double.geometry.drawRange.count).toBe(36);
    const geometry = batcher.list()[0].mesh.geometry;
    const source = geometry.getAttribute('position') as BufferAttribute;
    const normals = geometry.getAttribute('normal') as BufferAttribute;
    const position = front.geometry.getAttribute('position') as BufferAttribute;
    const normal = front.geometry.getAttribute('normal') as BufferAttribute;
    // Sorted by batch and slot: slot 0 (the rotated one) first.
    const [first] = [a, b].sort((x, y) => x.slot - y.slot);
    const matrix = first === a ? rotated : new Matrix4().makeTranslation(0, 0, 5000);
    for (const k of [0, 5, 17]) {
      const expected = new Vector3().fromBufferAttribute(source, k).applyMatrix4(matrix);
      expect(new Vector3().fromBufferAttribute(position, k).distanceTo(expected)).toBeLessThan(1e-3);
      // The direction of the normal is the inverse transpose's (three's normalMatrix for the whole mesh).
      const want = new Vector3().fromBufferAttribute(normals, k).applyMatrix3(new Matrix3().getNormalMatrix(matrix)).normalize();
      expect(new Vector3().fromBufferAttribute(normal, k).normalize().distanceTo(want)).toBeLessThan(1e-5);
    }
    // The second instance's indices point at its own vertices.
    expect((front.geometry.index!.array as Uint32Array)[36]).toBe((geometry.index!.array as Uint16Array)[0] + 24);
    const colour = front.geometry.getAttribute('color') as BufferAttribute;
    expect([colour.array[0], colour.array[1], colour.array[2]]).toEqual([255, 0, 0]);
    merged.dispose();
  });

  it('rewrites nothing when the same instances come again, and the next set when they change', () => {
    const batcher = new Batcher(new ResourceRegistry());
    const handles = batcher.add([0, 1, 2].map((i) => ({ geometry: slab, material: red, matrix: new Matrix4().makeTranslation(i * 1000, 0, 0) })));
    const merged = new MotionMerged();
    const front = mesh(merged, 'motion-merged-0');
    merged.fill(handles.map((h) => ({ batch: h.batch, slot: h.slot })));
    const position = front.geometry.getAttribute('position') as BufferAttribute;
    const version = position.version;
    merged.fill(handles.map((h) => ({ batch: h.batch, slot: h.slot })).reverse());
    expect(position.version).toBe(version);
    expect(front.geometry.drawRange.count).toBe(108);
    // An instance moved: its matrix's version changed, so the buffers are written again.
    batcher.move(handles[1], new Matrix4().makeTranslation(0, 500, 0));
    merged.fill(handles.map((h) => ({ batch: h.batch, slot: h.slot })));
    expect(position.version).toBeGreaterThan(version);
    merged.fill([{ batch: handles[0].batch, slot: handles[0].slot }]);
    expect(front.geometry.drawRange.count).toBe(36);
    merged.clear();
    expect(front.visible).toBe(false);
    merged.dispose();
  });

  it('grows past its room', () => {
    const batcher = new Batcher(new ResourceRegistry());
    const handles = batcher.add(Array.from({ length: 200 }, (_, i) => ({ geometry: slab, material: red, matrix: new Matrix4().makeTranslation(i * 10, 0, 0) })));
    const merged = new MotionMerged();
    merged.fill(handles.map((h) => ({ batch: h.batch, slot: h.slot })));
    const front = mesh(merged, 'motion-merged-0');
    expect(front.geometry.drawRange.count).toBe(200 * 36);
    const position = front.geometry.getAttribute('position') as BufferAttribute;
    const last = handles.find((h) => h.slot === 199)!;
    expect(position.getX(199 * 24)).toBeCloseTo(new Vector3().fromBufferAttribute(last.batch.mesh.geometry.getAttribute('position') as BufferAttribute, 0).x + 1990, 3);
    merged.dispose();
  });

  it('takes only opaque, lit, non-emissive single materials', () => {
    const batcher = new Batcher(new ResourceRegistry());
    const [plain, pane, bulb, basic] = batcher.add([red, glass, lamp, unlit].map((material) => ({ geometry: slab, material, matrix: new Matrix4() })));
    expect(mergeable(plain.batch)).toBe(true);
    expect(mergeable(pane.batch)).toBe(false);
    expect(mergeable(bulb.batch)).toBe(false);
    expect(mergeable(basic.batch)).toBe(false);
  });
});

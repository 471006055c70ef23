import { describe, expect, it } from 'vitest';
import { BoxGeometry, Color, DataTexture, Matrix4, MeshLambertMaterial, type BufferAttribute } from 'three';
import { Batcher, type Part } from '../batcher';
import { ResourceRegistry } from '../registry';
import { meanColour, MotionBoxes } from './motion-boxes';

const slab: Part['geometry'] = { key: 'slab', make: () => new BoxGeometry(100, 200, 300).translate(0, 100, 0) };
const red: Part['material'] = { key: 'red', make: () => new MeshLambertMaterial({ color: new Color(1, 0, 0) }) };
const glass: Part['material'] = { key: 'glass', make: () => new MeshLambertMaterial({ transparent: true, opacity: 0.3 }) };

describe('the merged boxes of a motion frame', () => {
  it('puts each boxed instance in one plain geometry through its matrix, nearest first, in its colour', () => {
    const batcher = new Batcher(new ResourceRegistry());
    const [far, near] = batcher.add([
      { geometry: slab, material: red, matrix: new Matrix4().makeTranslation(1000, 0, 0) },
      { geometry: slab, material: red, matrix: new Matrix4().makeTranslation(0, 0, 5000).multiply(new Matrix4().makeScale(2, 1, 1)) },
    ]);
    const boxes = new MotionBoxes();
    boxes.fill([{ batch: far.batch, slot: far.slot, depth: 9 }, { batch: near.batch, slot: near.slot, depth: 1 }]);
    expect(boxes.count).toBe(2);
    expect(boxes.mesh.visible).toBe(true);
    const geometry = boxes.mesh.geometry;
    expect(geometry.drawRange.count).toBe(72);
    const position = geometry.getAttribute('position') as BufferAttribute;
    // The nearest first: the scaled one at z 5000; its corners span x ±100, y 0..200, z 5000 ± 150.
    const xs = [...Array(8).keys()].map((k) => position.getX(k));
    const ys = [...Array(8).keys()].map((k) => position.getY(k));
    const zs = [...Array(8).keys()].map((k) => position.getZ(k));
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([-100, 100]);
    expect([Math.min(...ys), Math.max(...ys)]).toEqual([0, 200]);
    expect([Math.min(...zs), Math.max(...zs)]).toEqual([4850, 5150]);
    expect(Math.min(...[...Array(8).keys()].map((k) => position.getX(8 + k)))).toBe(950);
    const colour = geometry.getAttribute('color') as BufferAttribute;
    expect([colour.array[0], colour.array[1], colour.array[2]]).toEqual([255, 0, 0]);
    // Fewer boxes next time: only those are drawn.
    boxes.fill([{ batch: far.batch, slot: far.slot, depth: 9 }]);
    expect(geometry.drawRange.count).toBe(36);
    boxes.fill([]);
    expect(boxes.mesh.visible).toBe(false);
    boxes.dispose();
  });

  it('grows past its capacity and takes only opaque batches', () => {
    const batcher = new Batcher(new ResourceRegistry());
    const parts: Part[] = [];
    for (let i = 0; i < 300; i++) parts.push({ geometry: slab, material: red, matrix: new Matrix4().makeTranslation(i * 10, 0, 0) });
    const handles = batcher.add(parts);
    const [pane] = batcher.add([{ geometry: slab, material: glass, matrix: new Matrix4() }]);
    const boxes = new MotionBoxes();
    boxes.fill(handles.map((h, i) => ({ batch: h.batch, slot: h.slot, depth: i })));
    expect(boxes.mesh.geometry.drawRange.count).toBe(300 * 36);
    expect((boxes.mesh.geometry.getAttribute('position') as BufferAttribute).getX(299 * 8)).toBe(2990 - 50);
    expect(MotionBoxes.takes(handles[0].batch)).toBe(true);
    expect(MotionBoxes.takes(pane.batch)).toBe(false);
    boxes.dispose();
  });

  it('colours a textured material by its colour times the texture mean, in linear values', () => {
    // A texture half white, half sRGB 128 grey (linear 0.2158).
    const data = new Uint8Array(64 * 64 * 4);
    for (let i = 0; i < 64 * 64; i++) data.set(i % 2 ? [255, 255, 255, 255] : [128, 128, 128, 255], i * 4);
    const material = new MeshLambertMaterial({ color: new Color(0.5, 1, 1), map: new DataTexture(data, 64, 64) });
    const mean = meanColour(material);
    expect(mean.r).toBeCloseTo(0.5 * (1 + 0.2158) / 2, 2);
    expect(mean.g).toBeCloseTo((1 + 0.2158) / 2, 2);
  });
});

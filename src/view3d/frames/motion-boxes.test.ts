import { describe, expect, it } from 'vitest';
import {
  AmbientLight, BoxGeometry, Color, DataTexture, DirectionalLight, Matrix4, MeshBasicMaterial, MeshLambertMaterial, type BufferAttribute,
} from 'three';
import { Batcher, type Part } from '../batcher';
import { ResourceRegistry } from '../registry';
import { meanColour, MotionBoxes } from './motion-boxes';
import { LambertLights } from './lambert-facing';

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
    // The nearest first: the scaled one at z 5000; its corners span x ±100, y 0..200, z 5000 ± 150 (24 vertices, 4 a face).
    const xs = [...Array(24).keys()].map((k) => position.getX(k));
    const ys = [...Array(24).keys()].map((k) => position.getY(k));
    const zs = [...Array(24).keys()].map((k) => position.getZ(k));
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([-100, 100]);
    expect([Math.min(...ys), Math.max(...ys)]).toEqual([0, 200]);
    expect([Math.min(...zs), Math.max(...zs)]).toEqual([4850, 5150]);
    expect(Math.min(...[...Array(24).keys()].map((k) => position.getX(24 + k)))).toBe(950);
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
    expect((boxes.mesh.geometry.getAttribute('position') as BufferAttribute).getX(299 * 24)).toBe(2990 - 50);
    expect(MotionBoxes.takes(handles[0].batch)).toBe(true);
    expect(MotionBoxes.takes(pane.batch)).toBe(false);
    boxes.dispose();
  });

  it('draws each face unlit in the colour the Lambert material gives it under the lights, turned with its instance', () => {
    const batcher = new Batcher(new ResourceRegistry());
    // Turned a quarter about y: the box's own +x face looks along world -z.
    const [turned] = batcher.add([{ geometry: slab, material: red, matrix: new Matrix4().makeRotationY(Math.PI / 2) }]);
    const sun = new DirectionalLight(0xffffff, 2);
    sun.position.set(0, 0, -1);
    const ambient = new AmbientLight(0xffffff, 0.5);
    const lights = LambertLights.of([sun, ambient])!;
    const boxes = new MotionBoxes();
    boxes.fill([{ batch: turned.batch, slot: turned.slot, depth: 1 }], lights);
    expect(boxes.unlitFaces).toBe(true);
    expect(boxes.mesh.material).toBeInstanceOf(MeshBasicMaterial);
    const geometry = boxes.mesh.geometry;
    const position = geometry.getAttribute('position') as BufferAttribute;
    const colour = geometry.getAttribute('color') as BufferAttribute;
    // Per face (4 vertices each, one colour): the face whose vertices all lie at world z -50 faces the sun.
    const redOf = (face: number) => colour.array[face * 12];
    const facing = [...Array(6).keys()].find((f) => [0, 1, 2, 3].every((v) => Math.abs(position.getZ(f * 4 + v) + 50) < 1e-6))!;
    expect(facing).toBeDefined();
    for (let f = 0; f < 6; f++) for (let v = 1; v < 4; v++) expect(colour.array[(f * 4 + v) * 3]).toBe(redOf(f));
    // Red albedo 1: (ambient 0.5 + sun 2 · 1) / π on the lit face, ambient alone on the others; no green.
    expect(redOf(facing)).toBe(Math.round((2.5 / Math.PI) * 255));
    for (let f = 0; f < 6; f++) if (f !== facing) expect(redOf(f)).toBe(Math.round((0.5 / Math.PI) * 255));
    expect(colour.array[facing * 12 + 1]).toBe(0);
    // Without lights the Lambert material lights the faces, coloured by the material's mean colour.
    boxes.fill([{ batch: turned.batch, slot: turned.slot, depth: 1 }]);
    expect(boxes.unlitFaces).toBe(false);
    expect(boxes.mesh.material).toBeInstanceOf(MeshLambertMaterial);
    expect(redOf(facing)).toBe(255);
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

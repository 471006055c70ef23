/**
 * The boxes of a motion frame (motion-detail.ts) as one plain mesh: every boxed instance of every opaque batch
 * is its geometry's bounding box put through its matrix, coloured with its material's mean colour, all in one
 * geometry drawn with one flat-shaded Lambert material without textures, nearest first. Measured with an in-page
 * timing of motion frames at 3,000 items (SwiftShader, desktop, load 9-15): ~4,200 boxes as instances of ~20
 * batches cost 250-300 ms of a 300-360 ms frame (without them 50-60 ms); the cost followed their number, not
 * their pixels (a quarter of them: 130-150 ms; half the pixel ratio: -25 %) nor their materials (one instanced
 * mesh, untextured, nearest first: -10 %). SwiftShader draws an instanced call instance by instance, each with a
 * draw's overhead; one plain geometry is one draw.
 */
import {
  BufferAttribute, BufferGeometry, Color, DynamicDrawUsage, Mesh, MeshLambertMaterial, type DataTexture, type Material,
} from 'three';
import type { Batch } from '../batcher';

/** One boxed instance: its batch, slot, and its distance along the camera's view (for nearest first). */
export interface BoxedInstance { batch: Batch; slot: number; depth: number }

/** sRGB byte to linear (three's working colour space). */
function linear(byte: number): number {
  const c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * The mean of a texture's pixels: linear colour and alpha, 0-1 (the procedural textures are DataTextures of sRGB
 * bytes).
 */
export function textureMean(texture: DataTexture): [number, number, number, number] | null {
  const data = (texture.image as { data?: ArrayLike<number> } | undefined)?.data;
  if (!data || data.length < 4) return null;
  const sum = [0, 0, 0, 0];
  let n = 0;
  // Every 7th pixel: a few thousand samples of a 256² texture give its mean to well within a byte.
  for (let i = 0; i + 3 < data.length; i += 28) {
    sum[0] += linear(data[i]); sum[1] += linear(data[i + 1]); sum[2] += linear(data[i + 2]); sum[3] += data[i + 3] / 255;
    n++;
  }
  return [sum[0] / n, sum[1] / n, sum[2] / n, sum[3] / n];
}

/** What a box of `material` is coloured: its colour times its texture's mean colour. */
export function meanColour(material: Material): Color {
  const m = material as Material & { color?: Color; map?: DataTexture | null };
  const colour = m.color ? m.color.clone() : new Color(1, 1, 1);
  const mean = m.map ? textureMean(m.map) : null;
  if (mean) colour.setRGB(colour.r * mean[0], colour.g * mean[1], colour.b * mean[2]);
  return colour;
}

/** Materials' mean colours (meanColour) as linear bytes, worked out once per material: the vertex colours of the
 * motion frames' boxes and of their merged full-detail meshes (motion-merged.ts). */
export class MeanColourBytes {
  private readonly colours = new WeakMap<Material, Color>();

  of(material: Material): Color {
    let colour = this.colours.get(material);
    if (!colour) {
      const mean = meanColour(material);
      this.colours.set(material, colour = new Color(byte(mean.r), byte(mean.g), byte(mean.b)));
    }
    return colour;
  }
}

/** A box's 8 corners (bit 0: x, bit 1: y, bit 2: z at the maximum) and its 12 triangles, outward. */
const BOX_INDEX = [
  0, 2, 1, 1, 2, 3, // z min
  4, 5, 6, 5, 7, 6, // z max
  0, 1, 4, 1, 5, 4, // y min
  2, 6, 3, 3, 6, 7, // y max
  0, 4, 2, 2, 4, 6, // x min
  1, 3, 5, 3, 7, 5, // x max
];

export class MotionBoxes {
  readonly mesh: Mesh<BufferGeometry, MeshLambertMaterial>;
  /** Faces lit by their own normal (derivatives in the fragment shader): 8 corners a box, no normals. */
  private readonly material = new MeshLambertMaterial({ vertexColors: true, flatShading: true });
  private capacity = 0;
  private filled = 0;
  private readonly corners = new WeakMap<BufferGeometry, Float32Array>();
  private readonly colours = new MeanColourBytes();

  constructor() {
    this.mesh = new Mesh(new BufferGeometry(), this.material);
    this.mesh.name = 'motion-boxes';
    // Culled per instance by motion-detail.ts; motion frames keep the last shadow map.
    this.mesh.frustumCulled = false;
    this.mesh.visible = false;
    this.grow(256);
  }

  /** Whether a batch's boxes can be drawn here: opaque ones (blended ones keep their own order and material). */
  static takes(batch: Batch): boolean {
    const material = batch.mesh.material as Material;
    return !Array.isArray(material) && !material.transparent;
  }

  /** Boxes drawn by the last fill. */
  get count(): number {
    return this.filled;
  }

  private grow(boxes: number): void {
    this.capacity = boxes;
    const old = this.mesh.geometry;
    const geometry = new BufferGeometry();
    const index = new Uint32Array(boxes * 36);
    for (let b = 0; b < boxes; b++) for (let i = 0; i < 36; i++) index[b * 36 + i] = b * 8 + BOX_INDEX[i];
    geometry.setIndex(new BufferAttribute(index, 1));
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(boxes * 24), 3).setUsage(DynamicDrawUsage));
    geometry.setAttribute('color', new BufferAttribute(new Uint8Array(boxes * 24), 3, true).setUsage(DynamicDrawUsage));
    geometry.setDrawRange(0, 0);
    this.mesh.geometry = geometry;
    old.dispose();
  }

  /** Show `boxes` (sorted here, nearest first) until the next fill. */
  fill(boxes: BoxedInstance[]): void {
    if (boxes.length > this.capacity) this.grow(Math.max(boxes.length, this.capacity * 2));
    boxes.sort((a, b) => a.depth - b.depth);
    const geometry = this.mesh.geometry;
    const position = geometry.getAttribute('position') as BufferAttribute;
    const colour = geometry.getAttribute('color') as BufferAttribute;
    const to = position.array as Float32Array;
    const rgb = colour.array as Uint8Array;
    boxes.forEach(({ batch, slot }, i) => {
      const corners = this.cornersOf(batch.mesh.geometry);
      const c = this.colours.of(batch.mesh.material as Material);
      const m = batch.mesh.instanceMatrix.array as Float32Array;
      const o = slot * 16;
      for (let k = 0; k < 8; k++) {
        const x = corners[k * 3]; const y = corners[k * 3 + 1]; const z = corners[k * 3 + 2];
        const d = (i * 8 + k) * 3;
        to[d] = m[o] * x + m[o + 4] * y + m[o + 8] * z + m[o + 12];
        to[d + 1] = m[o + 1] * x + m[o + 5] * y + m[o + 9] * z + m[o + 13];
        to[d + 2] = m[o + 2] * x + m[o + 6] * y + m[o + 10] * z + m[o + 14];
        rgb[d] = c.r; rgb[d + 1] = c.g; rgb[d + 2] = c.b;
      }
    });
    geometry.setDrawRange(0, boxes.length * 36);
    for (const attribute of [position, colour]) {
      attribute.clearUpdateRanges();
      attribute.addUpdateRange(0, boxes.length * 24);
      attribute.needsUpdate = true;
    }
    this.filled = boxes.length;
    this.mesh.visible = boxes.length > 0;
  }

  /** The 8 corners of a geometry's bounding box. */
  private cornersOf(geometry: BufferGeometry): Float32Array {
    let corners = this.corners.get(geometry);
    if (!corners) {
      if (!geometry.boundingBox) geometry.computeBoundingBox();
      const { min, max } = geometry.boundingBox!;
      corners = new Float32Array(24);
      for (let k = 0; k < 8; k++) {
        corners[k * 3] = k & 1 ? max.x : min.x;
        corners[k * 3 + 1] = k & 2 ? max.y : min.y;
        corners[k * 3 + 2] = k & 4 ? max.z : min.z;
      }
      this.corners.set(geometry, corners);
    }
    return corners;
  }

  dispose(): void {
    this.mesh.geometry.dispose();
    this.material.dispose();
  }
}

/** A 0-1 value as a byte. */
export function byte(c: number): number {
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
}

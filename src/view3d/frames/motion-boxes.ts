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
  BufferAttribute, BufferGeometry, Color, DynamicDrawUsage, Mesh, MeshBasicMaterial, MeshLambertMaterial, Scene,
  type Camera, type DataTexture, type Material, type WebGLRenderer,
} from 'three';
import type { Batch } from '../batcher';
import type { LambertLights } from './lambert-facing';

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

/** A box's 8 corners (bit 0: x, bit 1: y, bit 2: z at the maximum) and its 12 triangles, outward, face by face. */
const BOX_INDEX = [
  0, 2, 1, 1, 2, 3, // z min
  4, 5, 6, 5, 7, 6, // z max
  0, 1, 4, 1, 5, 4, // y min
  2, 6, 3, 3, 6, 7, // y max
  0, 4, 2, 2, 4, 6, // x min
  1, 3, 5, 3, 7, 5, // x max
];
/** Each face's outward normal in the box's own axes: the axis (0 x, 1 y, 2 z) and its sign; in BOX_INDEX's order. */
const FACE_AXES: ReadonlyArray<readonly [number, number]> = [[2, -1], [2, 1], [1, -1], [1, 1], [0, -1], [0, 1]];
/** Where each face's light is in `fill`'s scratch array: per axis the face towards its minimum, then its maximum. */
const FACE_LIGHT = FACE_AXES.map(([axis, sign]) => axis * 6 + (sign > 0 ? 3 : 0));
/** Each face's 4 corners, in the order they first appear in BOX_INDEX. */
const FACE_CORNERS = FACE_AXES.map((_, f) => [...new Set(BOX_INDEX.slice(f * 6, f * 6 + 6))]);
/** A box's 36 indices into its 24 vertices (4 a face, so that each face has its own colour). */
const FACE_INDEX = BOX_INDEX.map((corner, i) => Math.floor(i / 6) * 4 + FACE_CORNERS[Math.floor(i / 6)].indexOf(corner));
/** Vertices of a box: 6 faces of 4. */
const BOX_VERTICES = 24;

export class MotionBoxes {
  readonly mesh: Mesh<BufferGeometry, MeshLambertMaterial | MeshBasicMaterial>;
  /** Faces lit by their own normal (derivatives in the fragment shader), where the lights are not known. */
  private readonly material = new MeshLambertMaterial({ vertexColors: true, flatShading: true });
  /**
   * Faces in their lit colour (`fill` with lights, lambert-facing.ts): the same colours without lighting each
   * pixel. Measured by the GPU process's CPU time per phone motion frame at 3,000 items (390 × 319 buffer, CPU
   * 4×, 1,200 boxes, 4 rounds of 20 frames, a temporary in-page hook): the boxes were 45-110 ms of a 65-135 ms
   * frame (~21 without them, load 1-5); their cost followed their pixels (a quarter of the pixels: about half),
   * not their uploads (boxes left as they were: the same) nor their count alone (the nearest 300: 37 ms of it),
   * so the Lambert shader per pixel was the cost. Unlit, 4 vertices a face: 44-64 ms against 73-81 lit for the
   * whole frame (builds back to back, load 6-8; ~22 without boxes in both).
   */
  private readonly unlit = new MeshBasicMaterial({ vertexColors: true });
  private capacity = 0;
  private filled = 0;
  private readonly corners = new WeakMap<BufferGeometry, Float32Array>();
  private readonly colours = new MeanColourBytes();
  private readonly means = new WeakMap<Material, Color>();
  /** One box's 8 corners in the world, and the light on each of its faces: scratch space of `fill`. */
  private readonly world = new Float32Array(24);
  private readonly light = new Float32Array(18);

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

  /** Whether the last fill drew the boxes unlit, in their faces' lit colours. */
  get unlitFaces(): boolean {
    return this.mesh.material === this.unlit;
  }

  /**
   * Compile the unlit boxes' program ahead, once motion frames are due to use it (as MotionGround.warmUp, and for
   * the same reason: three compiles a program at its first draw, which on the phone bench made the orbit's first
   * motion frame long enough for the camera to count as resting).
   */
  async warmUp(renderer: Pick<WebGLRenderer, 'compileAsync'>, camera: Camera, scene: Scene): Promise<void> {
    const probe = new Scene();
    probe.add(new Mesh(this.mesh.geometry, this.unlit));
    try {
      await renderer.compileAsync(probe, camera, scene);
    } catch {
      // A program that fails here fails at its first draw too, where three reports it.
    }
  }

  private grow(boxes: number): void {
    this.capacity = boxes;
    const old = this.mesh.geometry;
    const geometry = new BufferGeometry();
    const index = new Uint32Array(boxes * 36);
    for (let b = 0; b < boxes; b++) for (let i = 0; i < 36; i++) index[b * 36 + i] = b * BOX_VERTICES + FACE_INDEX[i];
    geometry.setIndex(new BufferAttribute(index, 1));
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(boxes * BOX_VERTICES * 3), 3).setUsage(DynamicDrawUsage));
    geometry.setAttribute('color', new BufferAttribute(new Uint8Array(boxes * BOX_VERTICES * 3), 3, true).setUsage(DynamicDrawUsage));
    geometry.setDrawRange(0, 0);
    this.mesh.geometry = geometry;
    old.dispose();
  }

  /**
   * Show `boxes` (sorted here, nearest first) until the next fill. `lights`: the scene's lights where no shadow
   * falls on the boxes; then each face is drawn unlit in its lit colour, else lit by the Lambert material.
   */
  fill(boxes: BoxedInstance[], lights: LambertLights | null = null): void {
    if (boxes.length > this.capacity) this.grow(Math.max(boxes.length, this.capacity * 2));
    boxes.sort((a, b) => a.depth - b.depth);
    const geometry = this.mesh.geometry;
    const position = geometry.getAttribute('position') as BufferAttribute;
    const colour = geometry.getAttribute('color') as BufferAttribute;
    const to = position.array as Float32Array;
    const rgb = colour.array as Uint8Array;
    const world = this.world;
    const light = this.light;
    boxes.forEach(({ batch, slot }, i) => {
      const corners = this.cornersOf(batch.mesh.geometry);
      const material = batch.mesh.material as Material;
      const c = this.colours.of(material);
      const mean = lights ? this.meanOf(material) : c;
      const m = batch.mesh.instanceMatrix.array as Float32Array;
      const o = slot * 16;
      for (let k = 0; k < 8; k++) {
        const x = corners[k * 3]; const y = corners[k * 3 + 1]; const z = corners[k * 3 + 2];
        world[k * 3] = m[o] * x + m[o + 4] * y + m[o + 8] * z + m[o + 12];
        world[k * 3 + 1] = m[o + 1] * x + m[o + 5] * y + m[o + 9] * z + m[o + 13];
        world[k * 3 + 2] = m[o + 2] * x + m[o + 6] * y + m[o + 10] * z + m[o + 14];
      }
      if (lights) {
        // A face's normal is its axis's column of the matrix, normalised (its inverse transpose turns it the same
        // way for a rotation and scaling along the box's own axes, mirrored ones too); opposite faces share it.
        for (let axis = 0; axis < 3; axis++) {
          const nx = m[o + axis * 4]; const ny = m[o + axis * 4 + 1]; const nz = m[o + axis * 4 + 2];
          const length = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1;
          lights.irradiance(-nx / length, -ny / length, -nz / length, light, axis * 6);
          lights.irradiance(nx / length, ny / length, nz / length, light, axis * 6 + 3);
        }
      }
      for (let f = 0; f < 6; f++) {
        let r = c.r; let g = c.g; let b = c.b;
        if (lights) {
          const l = FACE_LIGHT[f];
          r = byte((light[l] * mean.r) / Math.PI); g = byte((light[l + 1] * mean.g) / Math.PI); b = byte((light[l + 2] * mean.b) / Math.PI);
        }
        const corner = FACE_CORNERS[f];
        for (let v = 0; v < 4; v++) {
          const from = corner[v] * 3;
          const d = (i * BOX_VERTICES + f * 4 + v) * 3;
          to[d] = world[from]; to[d + 1] = world[from + 1]; to[d + 2] = world[from + 2];
          rgb[d] = r; rgb[d + 1] = g; rgb[d + 2] = b;
        }
      }
    });
    this.mesh.material = lights ? this.unlit : this.material;
    geometry.setDrawRange(0, boxes.length * 36);
    for (const attribute of [position, colour]) {
      attribute.clearUpdateRanges();
      attribute.addUpdateRange(0, boxes.length * BOX_VERTICES * 3);
      attribute.needsUpdate = true;
    }
    this.filled = boxes.length;
    this.mesh.visible = boxes.length > 0;
  }

  /** A material's mean colour (meanColour), linear, worked out once. */
  private meanOf(material: Material): Color {
    let mean = this.means.get(material);
    if (!mean) this.means.set(material, mean = meanColour(material));
    return mean;
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
    this.unlit.dispose();
  }
}

/** A 0-1 value as a byte. */
export function byte(c: number): number {
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
}

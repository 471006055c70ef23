/**
 * The full-detail instances of a motion frame (motion-detail.ts) as plain meshes, where the frame draws flat
 * textures anyway (motion-maps.ts: a GPU on which full frames are expensive): every chosen instance of a mergeable
 * batch is its geometry put through its instance matrix, coloured with its material's mean colour (what the flat
 * texture shows), all in one geometry per face side, drawn with one Lambert material with vertex colours.
 *
 * Why: SwiftShader draws an instanced call instance by instance, each with a draw's overhead (motion-boxes.ts found
 * it for the boxes). In-page timings of phone-300 motion frames (390 × 319 buffer at scale 0.5, render + 1-pixel
 * read-back, medians of 10-20, interleaved in one page, load 7-9): 41-45 ms a frame with its 99 full-detail
 * instances (~15k of its 19k triangles, 11 instanced stand-ins) drawn as instances, 38-40 ms merged; sky, ground
 * and the quad alone (no model) ~25 ms. Desktop 3,000 items: 53-58 ms against 52 ms.
 *
 * The chosen set rarely changes between two frames of an orbit: when it is the same (same instances, same
 * matrices) the buffers are neither rewritten nor uploaded again.
 */
import {
  BufferAttribute, BufferGeometry, Color, DoubleSide, DynamicDrawUsage, FrontSide, Mesh, MeshLambertMaterial,
  type Material, type Side,
} from 'three';
import type { Batch } from '../batcher';
import { MeanColourBytes } from './motion-boxes';

/** One full-detail instance: its batch and slot. */
export interface MergedInstance { batch: Batch; slot: number }

/** A geometry's vertices as plain arrays (read once per geometry). */
interface Source { position: Float32Array; normal: Float32Array; index: Uint32Array }

/**
 * Whether a batch's full-detail instances can be drawn merged: one opaque, lit, non-emissive material (three
 * ignores a geometry's groups under a single material), a geometry with normals.
 */
export function mergeable(batch: Batch): boolean {
  const material = batch.mesh.material as Material | Material[];
  if (Array.isArray(material) || material.transparent || material.alphaTest > 0 || material.side === undefined) return false;
  const m = material as Material & { emissive?: Color; isMeshLambertMaterial?: boolean; isMeshStandardMaterial?: boolean };
  if (!m.isMeshLambertMaterial && !m.isMeshStandardMaterial) return false;
  if (m.emissive && (m.emissive.r > 0 || m.emissive.g > 0 || m.emissive.b > 0)) return false;
  const geometry = batch.mesh.geometry;
  return !!geometry.getAttribute('position') && !!geometry.getAttribute('normal');
}

/** One merged mesh (one face side) and its buffers' room. */
class Merged {
  readonly mesh: Mesh<BufferGeometry, MeshLambertMaterial>;
  private vertexRoom = 0;
  private indexRoom = 0;

  constructor(side: Side) {
    this.mesh = new Mesh(new BufferGeometry(), new MeshLambertMaterial({ vertexColors: true, side }));
    this.mesh.name = `motion-merged-${side}`;
    // Culled per instance by motion-detail.ts; motion frames keep the last shadow map.
    this.mesh.frustumCulled = false;
    this.mesh.visible = false;
    this.room(1024, 3072);
  }

  /** Buffers for at least this many vertices and indices (grown by doubling, never shrunk). */
  room(vertices: number, indices: number): void {
    if (vertices <= this.vertexRoom && indices <= this.indexRoom) return;
    this.vertexRoom = Math.max(vertices, this.vertexRoom * 2, 1024);
    this.indexRoom = Math.max(indices, this.indexRoom * 2, 3072);
    const old = this.mesh.geometry;
    const geometry = new BufferGeometry();
    geometry.setIndex(new BufferAttribute(new Uint32Array(this.indexRoom), 1).setUsage(DynamicDrawUsage));
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(this.vertexRoom * 3), 3).setUsage(DynamicDrawUsage));
    geometry.setAttribute('normal', new BufferAttribute(new Float32Array(this.vertexRoom * 3), 3).setUsage(DynamicDrawUsage));
    geometry.setAttribute('color', new BufferAttribute(new Uint8Array(this.vertexRoom * 3), 3, true).setUsage(DynamicDrawUsage));
    geometry.setDrawRange(0, 0);
    this.mesh.geometry = geometry;
    old.dispose();
  }

  dispose(): void {
    this.mesh.geometry.dispose();
    this.mesh.material.dispose();
  }
}

export class MotionMerged {
  /** Front-sided and double-sided faces (materials.ts makes no others). */
  private readonly sides = new Map<Side, Merged>([[FrontSide, new Merged(FrontSide)], [DoubleSide, new Merged(DoubleSide)]]);
  private readonly sources = new WeakMap<BufferGeometry, Source>();
  /** Each material's mean colour: what its flat texture shows (motion-maps.ts). */
  private readonly colours = new MeanColourBytes();
  /** What the last fill drew, to skip a fill of the same instances. */
  private signature = '';
  private filled = 0;

  /** The meshes, for the motion frame's group. */
  get meshes(): Mesh[] {
    return [...this.sides.values()].map((m) => m.mesh);
  }

  /** Instances drawn by the last fill. */
  get count(): number {
    return this.filled;
  }

  /** Show `instances` (each of a `mergeable` batch) until the next fill. */
  fill(instances: MergedInstance[]): void {
    instances.sort((a, b) => a.batch.mesh.id - b.batch.mesh.id || a.slot - b.slot);
    let signature = '';
    for (const { batch, slot } of instances) signature += `${batch.mesh.id}:${batch.mesh.instanceMatrix.version}:${slot},`;
    this.filled = instances.length;
    if (signature === this.signature) {
      for (const merged of this.sides.values()) merged.mesh.visible = merged.mesh.geometry.drawRange.count > 0;
      return;
    }
    this.signature = signature;
    for (const [side, merged] of this.sides) {
      const mine = instances.filter((i) => sideOf(i.batch) === side);
      let vertices = 0;
      let indices = 0;
      for (const { batch } of mine) {
        const source = this.sourceOf(batch.mesh.geometry);
        vertices += source.position.length / 3;
        indices += source.index.length;
      }
      merged.room(vertices, indices);
      const geometry = merged.mesh.geometry;
      const index = geometry.index!;
      const position = geometry.getAttribute('position') as BufferAttribute;
      const normal = geometry.getAttribute('normal') as BufferAttribute;
      const colour = geometry.getAttribute('color') as BufferAttribute;
      let v = 0;
      let i = 0;
      for (const { batch, slot } of mine) {
        const source = this.sourceOf(batch.mesh.geometry);
        const c = this.colours.of(batch.mesh.material as Material);
        writeInstance(source, batch.mesh.instanceMatrix.array as Float32Array, slot * 16, v,
          position.array as Float32Array, normal.array as Float32Array);
        const rgb = colour.array as Uint8Array;
        const n = source.position.length / 3;
        for (let k = 0; k < n; k++) { rgb[(v + k) * 3] = c.r; rgb[(v + k) * 3 + 1] = c.g; rgb[(v + k) * 3 + 2] = c.b; }
        const to = index.array as Uint32Array;
        for (let k = 0; k < source.index.length; k++) to[i + k] = source.index[k] + v;
        v += n;
        i += source.index.length;
      }
      geometry.setDrawRange(0, i);
      for (const [attribute, count] of [[position, v * 3], [normal, v * 3], [colour, v * 3], [index, i]] as const) {
        attribute.clearUpdateRanges();
        attribute.addUpdateRange(0, count);
        attribute.needsUpdate = true;
      }
      merged.mesh.visible = i > 0;
    }
  }

  /** Hide every merged mesh (a frame that merges nothing). */
  clear(): void {
    this.filled = 0;
    for (const merged of this.sides.values()) merged.mesh.visible = false;
  }

  private sourceOf(geometry: BufferGeometry): Source {
    let source = this.sources.get(geometry);
    if (!source) {
      const p = geometry.getAttribute('position');
      const n = geometry.getAttribute('normal');
      const position = new Float32Array(p.count * 3);
      const normal = new Float32Array(p.count * 3);
      for (let k = 0; k < p.count; k++) {
        position[k * 3] = p.getX(k); position[k * 3 + 1] = p.getY(k); position[k * 3 + 2] = p.getZ(k);
        normal[k * 3] = n.getX(k); normal[k * 3 + 1] = n.getY(k); normal[k * 3 + 2] = n.getZ(k);
      }
      // Only the range the batch draws (three draws an indexed geometry's drawRange of its index).
      const start = geometry.drawRange.start;
      let index: Uint32Array;
      if (geometry.index) {
        const count = Math.min(geometry.index.count - start, geometry.drawRange.count);
        index = new Uint32Array(count);
        for (let k = 0; k < count; k++) index[k] = geometry.index.getX(start + k);
      } else {
        const count = Math.min(p.count - start, geometry.drawRange.count);
        index = new Uint32Array(count);
        for (let k = 0; k < count; k++) index[k] = start + k;
      }
      this.sources.set(geometry, source = { position, normal, index });
    }
    return source;
  }

  dispose(): void {
    for (const merged of this.sides.values()) merged.dispose();
    this.signature = '';
  }
}

function sideOf(batch: Batch): Side {
  return (batch.mesh.material as Material).side === DoubleSide ? DoubleSide : FrontSide;
}

/**
 * One instance's vertices through its matrix (column-major at `m[o]`) into `to*` from vertex `at`; its normals as
 * three's instanced vertex shader turns them (defaultnormal_vertex: divided by each axis's squared scale, then
 * through the matrix's 3 × 3 part), so the merged faces are lit as the instanced ones.
 */
export function writeInstance(source: Source, m: Float32Array, o: number, at: number, toPosition: Float32Array, toNormal: Float32Array): void {
  const a0 = m[o], a1 = m[o + 1], a2 = m[o + 2];
  const b0 = m[o + 4], b1 = m[o + 5], b2 = m[o + 6];
  const c0 = m[o + 8], c1 = m[o + 9], c2 = m[o + 10];
  const tx = m[o + 12], ty = m[o + 13], tz = m[o + 14];
  const sa = a0 * a0 + a1 * a1 + a2 * a2 || 1;
  const sb = b0 * b0 + b1 * b1 + b2 * b2 || 1;
  const sc = c0 * c0 + c1 * c1 + c2 * c2 || 1;
  const { position, normal } = source;
  const n = position.length / 3;
  for (let k = 0; k < n; k++) {
    const s = k * 3;
    const d = (at + k) * 3;
    const x = position[s], y = position[s + 1], z = position[s + 2];
    toPosition[d] = a0 * x + b0 * y + c0 * z + tx;
    toPosition[d + 1] = a1 * x + b1 * y + c1 * z + ty;
    toPosition[d + 2] = a2 * x + b2 * y + c2 * z + tz;
    const nx = normal[s] / sa, ny = normal[s + 1] / sb, nz = normal[s + 2] / sc;
    toNormal[d] = a0 * nx + b0 * ny + c0 * nz;
    toNormal[d + 1] = a1 * nx + b1 * ny + c1 * nz;
    toNormal[d + 2] = a2 * nx + b2 * ny + c2 * nz;
  }
}

/**
 * Instancing of model parts. Every part is (geometry key, material key, matrix); parts with the same two keys
 * are instances of one InstancedMesh, i.e. one draw call however many there are: 152 equal windows cost what
 * one does. Removing a part moves the batch's last instance into its slot (O(1)); an emptied batch leaves the
 * scene and lets go of its geometry and material in the registry.
 */
import { Group, InstancedMesh, Matrix4, Sphere as ThreeSphere, type BufferGeometry } from 'three';
import type { Sphere } from './frames/damage';
import type { MaterialRef } from './materials';
import type { ResourceRegistry } from './registry';

export interface GeometryRef {
  key: string;
  make: () => BufferGeometry;
}

export interface Part {
  geometry: GeometryRef;
  material: MaterialRef;
  matrix: Matrix4;
  /** Glass and thin trims cast no shadow worth its cost. */
  castShadow?: boolean;
}

/** The batch a part goes to: parts with equal geometry and material keys are instances of one mesh. */
export function partKey(part: Part): string {
  return `${part.geometry.key}|${part.material.key}`;
}

export interface PartHandle {
  batch: Batch;
  slot: number;
}

const INITIAL_CAPACITY = 4;

export class Batch {
  mesh: InstancedMesh;
  readonly owners: PartHandle[] = [];

  constructor(readonly key: string, readonly geometryKey: string, readonly materialKey: string,
    geometry: BufferGeometry, material: InstancedMesh['material'], castShadow: boolean) {
    this.mesh = Batch.mesh(geometry, material, INITIAL_CAPACITY, castShadow);
    this.mesh.name = key;
  }

  private static mesh(geometry: BufferGeometry, material: InstancedMesh['material'], capacity: number, castShadow: boolean): InstancedMesh {
    const mesh = new InstancedMesh(geometry, material, capacity);
    mesh.count = 0;
    mesh.castShadow = castShadow;
    mesh.receiveShadow = true;
    // Instances spread over the whole design; culling per batch would need a bounds update per edit.
    mesh.frustumCulled = false;
    return mesh;
  }

  get count(): number {
    return this.mesh.count;
  }

  get capacity(): number {
    return this.mesh.instanceMatrix.count;
  }

  add(matrix: Matrix4, parent: Group): PartHandle {
    if (this.count === this.capacity) this.grow(parent);
    const handle: PartHandle = { batch: this, slot: this.count };
    this.mesh.setMatrixAt(handle.slot, matrix);
    this.owners[handle.slot] = handle;
    this.mesh.count++;
    this.uploadAll();
    return handle;
  }

  /** World bounding sphere of the instance in `slot` (its geometry's sphere through its matrix). */
  sphereAt(slot: number, out: Sphere = { x: 0, y: 0, z: 0, r: 0 }): Sphere {
    return instanceSphere(this.mesh.geometry, this.mesh.instanceMatrix.array as Float32Array, slot * 16, out);
  }

  /** Rewrite one instance's matrix in place; only its 16 floats are uploaded. */
  move(handle: PartHandle, matrix: Matrix4): void {
    this.mesh.setMatrixAt(handle.slot, matrix);
    this.mesh.instanceMatrix.addUpdateRange(handle.slot * 16, 16);
    this.mesh.instanceMatrix.needsUpdate = true;
  }

  remove(handle: PartHandle): void {
    const last = this.count - 1;
    if (handle.slot !== last) {
      const moved = this.owners[last];
      const array = this.mesh.instanceMatrix.array as Float32Array;
      array.copyWithin(handle.slot * 16, last * 16, last * 16 + 16);
      moved.slot = handle.slot;
      this.owners[handle.slot] = moved;
    }
    this.owners.length = last;
    this.mesh.count = last;
    this.uploadAll();
  }

  /** The whole buffer goes up on the next render (ranges of in-place moves would upload only themselves). */
  private uploadAll(): void {
    this.mesh.instanceMatrix.clearUpdateRanges();
    this.mesh.instanceMatrix.needsUpdate = true;
  }

  private grow(parent: Group): void {
    const old = this.mesh;
    const next = Batch.mesh(old.geometry, old.material, this.capacity * 2, old.castShadow);
    next.name = old.name;
    (next.instanceMatrix.array as Float32Array).set(old.instanceMatrix.array as Float32Array);
    next.count = old.count;
    next.userData = old.userData;
    parent.remove(old);
    parent.add(next);
    old.dispose();
    this.mesh = next;
  }
}

/** A geometry's bounding sphere (computed once, kept on the geometry). */
function geometrySphere(geometry: BufferGeometry): ThreeSphere {
  if (!geometry.boundingSphere) geometry.computeBoundingSphere();
  return geometry.boundingSphere!;
}

/**
 * The world sphere of one instance: the geometry's sphere centre through the matrix at `o` in `m`
 * (column-major), its radius scaled by the largest axis scale. Plain arithmetic: it runs for every instance of
 * the design when a partial frame picks what to redraw.
 */
export function instanceSphere(geometry: BufferGeometry, m: ArrayLike<number>, o: number, out: Sphere): Sphere {
  const s = geometrySphere(geometry);
  const { x, y, z } = s.center;
  out.x = m[o] * x + m[o + 4] * y + m[o + 8] * z + m[o + 12];
  out.y = m[o + 1] * x + m[o + 5] * y + m[o + 9] * z + m[o + 13];
  out.z = m[o + 2] * x + m[o + 6] * y + m[o + 10] * z + m[o + 14];
  const sx = m[o] * m[o] + m[o + 1] * m[o + 1] + m[o + 2] * m[o + 2];
  const sy = m[o + 4] * m[o + 4] + m[o + 5] * m[o + 5] + m[o + 6] * m[o + 6];
  const sz = m[o + 8] * m[o + 8] + m[o + 9] * m[o + 9] + m[o + 10] * m[o + 10];
  out.r = s.radius * Math.sqrt(Math.max(sx, sy, sz));
  return out;
}

/**
 * What changed in the model since the frame on screen was drawn: `full` when parts were added or removed
 * (a rebuild, a mode switch), else the instances moved in place with the sphere each had in that frame.
 * The view draws a partial frame (view3d/frames/partial.ts) when only moves happened, and marks it drawn.
 */
export interface Damage {
  full: boolean;
  moved: Map<PartHandle, Sphere>;
}

export interface BatchStats {
  drawCalls: number;
  triangles: number;
  instances: number;
}

export class Batcher {
  readonly root = new Group();
  private readonly batches = new Map<string, Batch>();
  readonly damage: Damage = { full: true, moved: new Map() };

  constructor(private readonly registry: ResourceRegistry) {
    this.root.name = 'model';
  }

  add(parts: Part[]): PartHandle[] {
    if (parts.length) this.damage.full = true;
    return parts.map((part) => {
      const key = partKey(part);
      let batch = this.batches.get(key);
      if (!batch) {
        const geometry = this.registry.geometry(part.geometry.key, part.geometry.make);
        const material = this.registry.material(part.material.key, part.material.make);
        batch = new Batch(key, part.geometry.key, part.material.key, geometry, material, part.castShadow ?? true);
        batch.mesh.userData = { geometryKey: part.geometry.key, materialKey: part.material.key };
        this.batches.set(key, batch);
        this.root.add(batch.mesh);
      }
      return batch.add(part.matrix, this.root);
    });
  }

  /** Put a placed part somewhere else (same geometry and material). */
  move(handle: PartHandle, matrix: Matrix4): void {
    // The first move since the last drawn frame keeps where the frame on screen shows the instance.
    if (!this.damage.full && !this.damage.moved.has(handle)) this.damage.moved.set(handle, handle.batch.sphereAt(handle.slot));
    handle.batch.move(handle, matrix);
  }

  /** The frame on screen now shows every change (the view calls it after drawing). */
  markDrawn(): void {
    this.damage.full = false;
    this.damage.moved.clear();
  }

  remove(handles: PartHandle[]): void {
    if (handles.length) this.damage.full = true;
    for (const handle of handles) {
      const batch = handle.batch;
      batch.remove(handle);
      if (batch.count > 0) continue;
      this.batches.delete(batch.key);
      this.root.remove(batch.mesh);
      batch.mesh.dispose();
      this.registry.releaseGeometry(batch.geometryKey);
      this.registry.releaseMaterial(batch.materialKey);
    }
  }

  /** Draw calls of one plain pass (one per batch), triangles and instances of the whole model. */
  stats(): BatchStats {
    let triangles = 0;
    let instances = 0;
    for (const batch of this.batches.values()) {
      triangles += ((batch.mesh.geometry.userData.triangles as number | undefined) ?? 0) * batch.count;
      instances += batch.count;
    }
    return { drawCalls: this.batches.size, triangles, instances };
  }

  /** Every live batch (exporters flatten them into plain meshes). */
  list(): Batch[] {
    return [...this.batches.values()];
  }

  clear(): void {
    for (const batch of [...this.batches.values()]) this.remove([...batch.owners]);
  }
}

/** Triangles of one instance of `geometry` (geometry-writer's count where it left one, else from the buffers). */
export function geometryTriangles(geometry: BufferGeometry): number {
  const known = geometry.userData.triangles as number | undefined;
  if (known !== undefined) return known;
  return (geometry.index?.count ?? geometry.getAttribute('position')?.count ?? 0) / 3;
}

/**
 * Stand-in meshes: an InstancedMesh that draws chosen instances of a batch (by slot) without touching the batch,
 * which keeps its slots for the partial frames and the backdrop. Used by the partial frames (partial.ts) and the
 * motion frames' coarse model (motion-detail.ts).
 */
import { InstancedMesh, type BufferGeometry } from 'three';
import type { Batch } from '../batcher';

/** A stand-in for `batch` drawn with `geometry`, room for twice `slots` instances; culled by its owner, per instance. */
export function standInMesh(batch: Batch, geometry: BufferGeometry, slots: number, castShadow: boolean): InstancedMesh {
  const mesh = new InstancedMesh(geometry, batch.mesh.material, Math.max(8, slots * 2));
  mesh.frustumCulled = false;
  mesh.castShadow = castShadow;
  mesh.receiveShadow = batch.mesh.receiveShadow;
  mesh.renderOrder = batch.mesh.renderOrder;
  return mesh;
}

/** Whether `mesh` can still stand in for `batch` with `geometry` and this many instances. */
export function standInFits(mesh: InstancedMesh | undefined, batch: Batch, geometry: BufferGeometry, slots: number): mesh is InstancedMesh {
  return !!mesh && mesh.instanceMatrix.count >= slots && mesh.geometry === geometry && mesh.material === batch.mesh.material;
}

/** Copies the batch's instances at `slots` into the stand-in, in that order, and shows it. */
export function copyInstances(batch: Batch, slots: readonly number[], mesh: InstancedMesh): void {
  const from = batch.mesh.instanceMatrix.array as Float32Array;
  const to = mesh.instanceMatrix.array as Float32Array;
  slots.forEach((slot, i) => to.set(from.subarray(slot * 16, slot * 16 + 16), i * 16));
  mesh.count = slots.length;
  mesh.instanceMatrix.clearUpdateRanges();
  mesh.instanceMatrix.addUpdateRange(0, slots.length * 16);
  mesh.instanceMatrix.needsUpdate = true;
  mesh.visible = true;
}

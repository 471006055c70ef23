/**
 * Stand-in meshes: an InstancedMesh that draws chosen instances of a batch (by slot) without touching the batch,
 * which keeps its slots for the partial frames and the backdrop. Used by the partial frames (partial.ts) and the
 * motion frames' coarse model (motion-detail.ts).
 */
import { InstancedMesh, type BufferGeometry, type Object3D, type WebGLRenderer } from 'three';
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
  // Drawn in the batch's place (inBatchOrder): three sorts by the depth of an instanced mesh's bounding sphere,
  // which it computes once, at the mesh's first frame; a stand-in's own would be of its few instances.
  mesh.userData.drawsAs = batch.mesh.id;
  if (batch.mesh.boundingSphere === null) batch.mesh.computeBoundingSphere();
  mesh.boundingSphere = batch.mesh.boundingSphere;
  mesh.instanceMatrix.clearUpdateRanges();
  mesh.instanceMatrix.addUpdateRange(0, slots.length * 16);
  mesh.instanceMatrix.needsUpdate = true;
  mesh.visible = true;
}

/** What three's render lists sort by (WebGLRenderLists' render items). */
interface SortItem { groupOrder: number; renderOrder: number; material: { id: number }; materialVariant: number; z: number; id: number; object: Object3D }

/** A stand-in sorts where its batch would: three breaks ties by object id, and a stand-in's is its own. */
function sortId(item: SortItem): number {
  return (item.object.userData.drawsAs as number | undefined) ?? item.id;
}

/** three's painterSortStable (r187) with stand-ins in their batches' places. */
export function opaqueOrder(a: SortItem, b: SortItem): number {
  if (a.groupOrder !== b.groupOrder) return a.groupOrder - b.groupOrder;
  if (a.renderOrder !== b.renderOrder) return a.renderOrder - b.renderOrder;
  if (a.material.id !== b.material.id) return a.material.id - b.material.id;
  if (a.materialVariant !== b.materialVariant) return a.materialVariant - b.materialVariant;
  if (a.z !== b.z) return a.z - b.z;
  return sortId(a) - sortId(b);
}

/** three's reversePainterSortStable (r187) with stand-ins in their batches' places. */
export function transparentOrder(a: SortItem, b: SortItem): number {
  if (a.groupOrder !== b.groupOrder) return a.groupOrder - b.groupOrder;
  if (a.renderOrder !== b.renderOrder) return a.renderOrder - b.renderOrder;
  if (a.z !== b.z) return b.z - a.z;
  return sortId(a) - sortId(b);
}

/**
 * Run `draw` with stand-ins drawn in the order their batches are in a whole frame. Surfaces of equal depth (parts
 * that touch, blended glass) come out as the one drawn last: a stand-in drawn in another order than its batch
 * changed 40 pixels of a 700-item frame drawn in bands (e2e/view3d-orbit.spec.ts): edge pixels where
 * one of the four samples showed another part.
 */
export function inBatchOrder<T>(renderer: WebGLRenderer, draw: () => T): T {
  type Sort = Parameters<WebGLRenderer['setOpaqueSort']>[0];
  renderer.setOpaqueSort(opaqueOrder as unknown as Sort);
  renderer.setTransparentSort(transparentOrder as unknown as Sort);
  try {
    return draw();
  } finally {
    renderer.setOpaqueSort(null as unknown as Sort);
    renderer.setTransparentSort(null as unknown as Sort);
  }
}

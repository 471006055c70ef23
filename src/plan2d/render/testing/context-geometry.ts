/**
 * Tests: what Pixi builds for a GraphicsContext (what the batcher packs and the GPU draws). Pixi is passed in,
 * since the tests load it only after giving Node a navigator.
 */
import type { GraphicsContext, Texture } from 'pixi.js';

type Pixi = typeof import('pixi.js');

export interface ContextGeometry {
  /** x, y pairs. */
  vertices: number[];
  indices: number[];
  /** The texture each batch samples. */
  textures: Texture[];
}

export function contextGeometry(pixi: Pixi, context: GraphicsContext): ContextGeometry {
  const gpu = { batches: [] as Array<{ texture: Texture }>, geometryData: { vertices: [] as number[], uvs: [] as number[], indices: [] as number[] } };
  pixi.buildContextBatches(context, gpu as unknown as Parameters<Pixi['buildContextBatches']>[1]);
  return { vertices: gpu.geometryData.vertices, indices: gpu.geometryData.indices, textures: gpu.batches.map((b) => b.texture) };
}

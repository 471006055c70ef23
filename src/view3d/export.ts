/**
 * Exports of the model for AR and download (GLB, glTF, USDZ). This module and the exporters it pulls in are
 * loaded on demand, when the visitor asks for an export (src/features/configurator/view3d/use-exports.ts).
 */
import { GLTFExporter } from 'three/addons/exporters/GLTFExporter.js';
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js';
import { buildExportScene } from './export-scene';
import type { HouseModel } from './model';

export { buildExportScene, type ExportScene } from './export-scene';

export async function exportGlb(model: HouseModel): Promise<{ data: ArrayBuffer; triangles: number }> {
  const scene = buildExportScene(model);
  try {
    const data = await new GLTFExporter().parseAsync(scene.root, { binary: true, onlyVisible: true, maxTextureSize: 512 });
    return { data: data as ArrayBuffer, triangles: scene.triangles };
  } finally {
    scene.dispose();
  }
}

export async function exportGltf(model: HouseModel): Promise<string> {
  const scene = buildExportScene(model);
  try {
    const json = await new GLTFExporter().parseAsync(scene.root, { binary: false, onlyVisible: true, maxTextureSize: 512 });
    return JSON.stringify(json);
  } finally {
    scene.dispose();
  }
}

export async function exportUsdz(model: HouseModel): Promise<Uint8Array> {
  const scene = buildExportScene(model);
  try {
    return await new USDZExporter().parseAsync(scene.root, { quickLookCompatible: true, maxTextureSize: 512 });
  } finally {
    scene.dispose();
  }
}

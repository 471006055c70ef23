/**
 * The model as an export scene, for the exporters in export.ts (loaded on demand) and the 3D view's test hook:
 * the instanced batches are flattened into plain meshes (USDZ knows no instancing, and AR viewers handle plain
 * nodes best) sharing one geometry per batch, in metres,
 * with physically based materials whose generated textures are turned into canvases. Only the model goes
 * in: no ground, sky, lights or other helpers.
 */
import {
  CanvasTexture, Group, Matrix4, Mesh, MeshStandardMaterial, type DataTexture, type Material, type MeshLambertMaterial,
} from 'three';
import type { HouseModel } from './model';

function canvasTexture(texture: DataTexture): CanvasTexture {
  const { width, height, data } = texture.image as { width: number; height: number; data: Uint8Array };
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(data), width, height), 0, 0);
  const out = new CanvasTexture(canvas);
  out.wrapS = texture.wrapS;
  out.wrapT = texture.wrapT;
  out.repeat.copy(texture.repeat);
  out.colorSpace = texture.colorSpace;
  out.flipY = false;
  out.name = texture.name;
  return out;
}

function exportMaterial(material: Material, textures: Map<DataTexture, CanvasTexture>): MeshStandardMaterial {
  const source = material as MeshStandardMaterial | MeshLambertMaterial;
  const map = source.map as DataTexture | null;
  let canvas: CanvasTexture | null = null;
  if (map) {
    canvas = textures.get(map) ?? canvasTexture(map);
    textures.set(map, canvas);
  }
  const standard = material as MeshStandardMaterial;
  return new MeshStandardMaterial({
    name: material.name,
    color: source.color.clone(),
    map: canvas,
    roughness: standard.isMeshStandardMaterial ? standard.roughness : 0.8,
    metalness: standard.isMeshStandardMaterial ? standard.metalness : 0,
    transparent: material.transparent,
    opacity: material.opacity,
    side: material.side,
    emissive: source.emissive?.clone(),
    emissiveIntensity: source.emissiveIntensity ?? 1,
  });
}

export interface ExportScene {
  root: Group;
  triangles: number;
  dispose(): void;
}

/** The model as plain meshes in metres (glTF and USD are in metres; the model is in millimetres). */
export function buildExportScene(model: HouseModel): ExportScene {
  const root = new Group();
  root.name = 'tuinhuis';
  const content = new Group();
  content.name = 'model';
  content.scale.setScalar(0.001);
  root.add(content);
  const textures = new Map<DataTexture, CanvasTexture>();
  const materials: MeshStandardMaterial[] = [];
  let triangles = 0;
  const matrix = new Matrix4();
  for (const batch of model.batcher.list()) {
    const geometry = batch.mesh.geometry;
    if (!geometry.index || geometry.index.count === 0) continue;
    const material = exportMaterial(batch.mesh.material as Material, textures);
    materials.push(material);
    for (let i = 0; i < batch.count; i++) {
      batch.mesh.getMatrixAt(i, matrix);
      const mesh = new Mesh(geometry, material);
      mesh.name = `${batch.geometryKey.split(':')[0]}_${i}`;
      matrix.decompose(mesh.position, mesh.quaternion, mesh.scale);
      content.add(mesh);
      triangles += geometry.index.count / 3;
    }
  }
  root.updateMatrixWorld(true);
  return {
    root,
    triangles,
    dispose() {
      materials.forEach((m) => m.dispose());
      textures.forEach((t) => t.dispose());
    },
  };
}


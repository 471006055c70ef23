/**
 * The world around the house: grass, a paved terrace of ground tiles, a sky dome and the lights. These are
 * scene helpers: they never go into an export.
 */
import {
  AmbientLight, BackSide, BufferAttribute, Color, DirectionalLight, Group, HemisphereLight, InstancedMesh, Matrix4, Mesh,
  MeshBasicMaterial, PlaneGeometry, SphereGeometry, type Light, type Material, type Object3D,
} from 'three';
import type { HouseFrame } from './frame';
import { surface } from './materials';
import type { ResourceRegistry } from './registry';

export const SKY_TOP = '#6fa6d8';
export const SKY_HORIZON = '#dfeaf2';
/** The sky's colour at an elevation whose sine is t (0 at the horizon and below, 1 overhead): horizon to top by t^SKY_CURVE. */
export const SKY_CURVE = 0.6;

export interface Environment {
  group: Group;
  sun: DirectionalLight;
  /** The sky dome: motion frames draw the sky behind the picture instead (frames/motion-target.ts). */
  sky: Mesh;
  /** The lights of the scene (what shades the ground: frames/motion-ground.ts). */
  lights: readonly Light[];
  /** The grass and the terrace tiles: planes facing straight up. */
  planes(): Mesh[];
  /** Fit ground tiles and the sun's shadow camera to the house. */
  fit(frame: HouseFrame | null): void;
  setRealistic(realistic: boolean): void;
  dispose(): void;
}

function skyDome(): Mesh {
  const geometry = new SphereGeometry(40_000, 24, 12);
  const top = new Color(SKY_TOP);
  const horizon = new Color(SKY_HORIZON);
  const position = geometry.getAttribute('position');
  const colors = new Float32Array(position.count * 3);
  const c = new Color();
  for (let i = 0; i < position.count; i++) {
    const t = Math.max(0, position.getY(i) / 40_000);
    c.copy(horizon).lerp(top, Math.pow(t, SKY_CURVE));
    c.toArray(colors, i * 3);
  }
  geometry.setAttribute('color', new BufferAttribute(colors, 3));
  const dome = new Mesh(geometry, new MeshBasicMaterial({ vertexColors: true, side: BackSide, depthWrite: false, fog: false }));
  dome.name = 'sky';
  dome.renderOrder = -1;
  dome.frustumCulled = false;
  // The dome travels with the camera, so it always lies inside the far plane (50,000).
  dome.onBeforeRender = (_renderer, _scene, camera) => {
    dome.position.copy(camera.position);
    dome.updateMatrixWorld();
  };
  return dome;
}

export function createEnvironment(registry: ResourceRegistry, realistic: boolean): Environment {
  const group = new Group();
  group.name = 'environment';
  const sky = skyDome();
  group.add(sky);

  const hemi = new HemisphereLight('#dcecff', '#6b7d4a', 1.4);
  const ambient = new AmbientLight('#ffffff', 0.25);
  const sun = new DirectionalLight('#fff3dd', 2.4);
  sun.position.set(-6000, 12_000, 9000);
  sun.shadow.mapSize.set(2048, 2048);
  sun.shadow.bias = -0.0004;
  sun.shadow.normalBias = 20;
  group.add(hemi, ambient, sun, sun.target);

  let ground: InstancedMesh | null = null;
  let tiles: InstancedMesh | null = null;
  let mode = realistic;
  const materials: string[] = [];

  const build = () => {
    for (const key of materials.splice(0)) registry.releaseMaterial(key);
    for (const mesh of [ground, tiles]) if (mesh) {
      group.remove(mesh);
      mesh.geometry.dispose();
    }
    const grass = surface('grass', '#7fa65a', mode);
    const paving = surface('paving', '#c9c3b8', mode);
    materials.push(grass.key, paving.key);
    const groundGeometry = new PlaneGeometry(90_000, 90_000);
    groundGeometry.rotateX(-Math.PI / 2);
    scaleUv(groundGeometry, 90);
    ground = groundPlane(groundGeometry, registry.material(grass.key, grass.make));
    ground.name = 'ground';
    ground.receiveShadow = true;
    tiles = groundPlane(new PlaneGeometry(1, 1), registry.material(paving.key, paving.make));
    tiles.name = 'ground-tiles';
    tiles.receiveShadow = true;
    group.add(ground, tiles);
  };
  build();

  let lastFrame: HouseFrame | null = null;
  const fit = (frame: HouseFrame | null) => {
    lastFrame = frame;
    if (!tiles) return;
    const width = (frame?.width ?? 3000) + 3000;
    const length = (frame?.length ?? 3000) + 3000;
    tiles.geometry.dispose();
    const geometry = new PlaneGeometry(width, length);
    geometry.rotateX(-Math.PI / 2);
    scaleUv(geometry, width / 1000, length / 1000);
    tiles.geometry = geometry;
    // An instanced mesh keeps the bounds it was given first (groundPlane).
    tiles.boundingSphere = null;
    tiles.boundingBox = null;
    tiles.position.set((frame?.width ?? 0) / 2, 4, (frame?.length ?? 0) / 2);
    const reach = Math.max(width, length) * 0.9 + 4000;
    const cam = sun.shadow.camera;
    cam.left = -reach; cam.right = reach; cam.top = reach; cam.bottom = -reach;
    cam.near = 100; cam.far = 60_000;
    cam.updateProjectionMatrix();
    sun.target.position.set((frame?.width ?? 0) / 2, 0, (frame?.length ?? 0) / 2);
    sun.position.set(sun.target.position.x - 7000, 14_000, sun.target.position.z + 10_000);
  };

  return {
    group,
    sun,
    sky,
    lights: [hemi, ambient, sun],
    planes: () => [ground, tiles].filter((mesh): mesh is InstancedMesh => mesh !== null),
    fit,
    setRealistic(next) {
      if (next === mode) return;
      mode = next;
      build();
      fit(lastFrame);
    },
    dispose() {
      for (const key of materials.splice(0)) registry.releaseMaterial(key);
      group.traverse((object: Object3D) => {
        if (object instanceof Mesh) object.geometry.dispose();
      });
      (sky.material as MeshBasicMaterial).dispose();
    },
  };
}

/**
 * A ground plane as one instance of an instanced mesh: its program and, on software WebGL, its pipeline are then
 * those of the model's textured parts (batcher.ts: instanced, the same vertex layout), not one more of their own
 * to compile and build at the first frame (~25-30 ms of the GPU process each: bench/pipelines.ts, bench/README round 23).
 */
function groundPlane(geometry: PlaneGeometry, material: Material): InstancedMesh {
  const mesh = new InstancedMesh(geometry, material, 1);
  mesh.setMatrixAt(0, new Matrix4());
  return mesh;
}

function scaleUv(geometry: PlaneGeometry, u: number, v = u): void {
  const uv = geometry.getAttribute('uv');
  for (let i = 0; i < uv.count; i++) uv.setXY(i, uv.getX(i) * u, uv.getY(i) * v);
}

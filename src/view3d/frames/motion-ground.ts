/**
 * The ground in the frames drawn while the camera moves (frames/motion.ts) where textures are flat
 * (motion-maps.ts): the grass and the terrace tiles are planes facing straight up, so under the light mode's
 * lights (ambient, hemisphere and the sun, Lambert shading, no shadows) every pixel of each gets the same lit
 * colour, and with a one-pixel texture that colour no longer varies at all. Such frames draw them unlit
 * (MeshBasicMaterial, with the scene's fog as before) in that colour, worked out here as three's Lambert shader
 * works it out, instead of lighting each pixel. The ground covers half the picture: measured on the phone bench
 * (390 × 319 buffer, 1 item, CPU 4×, load 6-9), the GPU process's CPU time per motion frame went from 30.0 to
 * 24.5 ms (median of 8 rounds of 20 frames, interleaved; the empty frame's clear and quad are ~7.5 of it).
 * Only where nothing else would change the colour: shadows off (realistic mode receives the house's shadow on
 * the ground), a Lambert material without emissive light or other maps. After the frame each mesh gets its own
 * material back, so the picture at rest is drawn as before.
 */
import {
  Color, Mesh, MeshBasicMaterial, Scene, type Camera, type Light, type MeshLambertMaterial, SRGBColorSpace, type WebGLRenderer,
} from 'three';
import { meanColour } from './motion-boxes';
import { LambertLights } from './lambert-facing';

/**
 * The linear colour a Lambert surface of linear colour `albedo` facing straight up shows under `lights`
 * (lambert-facing.ts). Lights of other kinds make it unknown: null.
 */
export function litFromAbove(albedo: Color, lights: readonly Light[]): Color | null {
  return LambertLights.of(lights)?.lit(albedo, 0, 1, 0) ?? null;
}

/** Whether `mesh` shows one colour under the lights: a Lambert material facing up, nothing but a flat colour map. */
function uniform(mesh: Mesh): boolean {
  const m = mesh.material as MeshLambertMaterial;
  if (!m || Array.isArray(m) || !m.isMeshLambertMaterial || m.transparent || m.vertexColors) return false;
  if (m.emissive.getHex() !== 0 && m.emissiveIntensity !== 0) return false;
  if (m.lightMap || m.aoMap || m.emissiveMap || m.bumpMap || m.normalMap || m.alphaMap || m.envMap || m.specularMap) return false;
  const map = m.map;
  const width = (map?.image as { width?: number } | undefined)?.width;
  const height = (map?.image as { height?: number } | undefined)?.height;
  return !map || (width === 1 && height === 1 && map.colorSpace === SRGBColorSpace);
}

export class MotionGround {
  private readonly unlit = new Map<Mesh, MeshBasicMaterial>();
  private swapped: Array<{ mesh: Mesh; material: Mesh['material'] }> = [];

  /**
   * Draw `planes` (meshes facing straight up) unlit for one frame, where their colour is uniform under `lights`;
   * call after MotionMaps.begin (their textures are then one pixel). Answers how many were swapped.
   */
  begin(planes: readonly Mesh[], lights: readonly Light[]): number {
    this.end();
    this.prune(planes);
    for (const mesh of planes) {
      if (!mesh.visible || !uniform(mesh)) continue;
      const own = mesh.material as MeshLambertMaterial;
      const lit = litFromAbove(meanColour(own), lights);
      if (!lit) continue;
      const unlit = this.unlitFor(mesh);
      unlit.color.copy(lit);
      this.swapped.push({ mesh, material: own });
      mesh.material = unlit;
    }
    return this.swapped.length;
  }

  /**
   * Compile the unlit program ahead, once motion frames are due to use it: three compiles a program at its first
   * draw, and on the phone bench (SwiftShader, CPU 4×) that made the orbit's first motion frame so long that the
   * camera counted as resting and a full frame was drawn mid-orbit (scale 1 among the orbit's frames in both
   * runs). `scene`: whose fog the planes are drawn with.
   */
  async warmUp(renderer: Pick<WebGLRenderer, 'compileAsync'>, camera: Camera, scene: Scene, planes: readonly Mesh[]): Promise<void> {
    const probe = new Scene();
    for (const mesh of planes) probe.add(new Mesh(mesh.geometry, this.unlitFor(mesh)));
    try {
      await renderer.compileAsync(probe, camera, scene);
    } catch {
      // A program that fails here fails at its first draw too, where three reports it.
    }
  }

  /** Frees the unlit materials of planes no longer there (the environment makes new ones on a change of mode). */
  private prune(planes: readonly Mesh[]): void {
    for (const [mesh, material] of this.unlit) {
      if (planes.includes(mesh)) continue;
      material.dispose();
      this.unlit.delete(mesh);
    }
  }

  private unlitFor(mesh: Mesh): MeshBasicMaterial {
    const own = mesh.material as MeshLambertMaterial;
    let unlit = this.unlit.get(mesh);
    if (!unlit) this.unlit.set(mesh, unlit = new MeshBasicMaterial());
    unlit.fog = own.fog;
    unlit.side = own.side;
    unlit.depthTest = own.depthTest;
    unlit.depthWrite = own.depthWrite;
    return unlit;
  }

  /** Every mesh `begin` changed gets its own material back. */
  end(): void {
    for (const { mesh, material } of this.swapped) mesh.material = material;
    this.swapped = [];
  }

  dispose(): void {
    this.end();
    for (const material of this.unlit.values()) material.dispose();
    this.unlit.clear();
  }
}

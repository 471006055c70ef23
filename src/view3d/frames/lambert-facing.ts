/**
 * The colour three's Lambert shader gives a flat surface under the scene's lights, worked out on the CPU, so that
 * a motion frame can draw such a surface unlit in that colour (motion-ground.ts: the ground facing up;
 * motion-boxes.ts: the six faces of each box). Three's RE_Direct_Lambert and RE_IndirectDiffuse_Lambert:
 * (ambient + hemisphere + Σ max(0, n·l) · sun) · albedo / π, three 0.187's light units, no legacy scaling.
 */
import { Color, Vector3, type AmbientLight, type DirectionalLight, type HemisphereLight, type Light } from 'three';

const a = new Vector3();
const b = new Vector3();

/**
 * The scene's lights as a Lambert surface sees them, for one frame (the lights' world positions as they are now).
 * Plain numbers: `irradiance` runs for every face of every box of a motion frame (7,200 times at 1,200 boxes).
 */
export class LambertLights {
  /** Ambient light: the same on every face. */
  private ambient = [0, 0, 0];
  /** Hemisphere lights, 9 numbers each: sky colour, ground colour (times intensity), the direction towards the sky. */
  private hemispheres: number[] = [];
  /** Directional lights, 6 numbers each: colour times intensity, the direction towards the light. */
  private suns: number[] = [];

  private constructor() {}

  /** Null when a light of another kind (point, spot, ...) is among them: its share depends on the position. */
  static of(lights: readonly Light[]): LambertLights | null {
    const seen = new LambertLights();
    for (const light of lights) {
      const { color, intensity } = light;
      if ((light as AmbientLight).isAmbientLight) {
        seen.ambient = [seen.ambient[0] + color.r * intensity, seen.ambient[1] + color.g * intensity, seen.ambient[2] + color.b * intensity];
      } else if ((light as HemisphereLight).isHemisphereLight) {
        // Weighted by the normal against the light's direction (its position seen from the origin).
        const hemi = light as HemisphereLight;
        const towards = hemi.getWorldPosition(a).normalize();
        const ground = hemi.groundColor;
        seen.hemispheres.push(
          color.r * intensity, color.g * intensity, color.b * intensity, ground.r * intensity, ground.g * intensity, ground.b * intensity,
          towards.x, towards.y, towards.z,
        );
      } else if ((light as DirectionalLight).isDirectionalLight) {
        const sun = light as DirectionalLight;
        const towards = sun.getWorldPosition(a).sub(sun.target.getWorldPosition(b)).normalize();
        seen.suns.push(color.r * intensity, color.g * intensity, color.b * intensity, towards.x, towards.y, towards.z);
      } else {
        return null;
      }
    }
    return seen;
  }

  /** The same lights give the same text: what a frame prepared ahead was lit by (motion-detail.ts). */
  signature(): string {
    return `${this.ambient.join()}|${this.hemispheres.join()}|${this.suns.join()}`;
  }

  /**
   * Into `out` at `at` (3 numbers): the light a surface with the unit normal (`nx`, `ny`, `nz`) receives; times
   * its linear albedo / π it is the colour three's Lambert shader gives it.
   */
  irradiance(nx: number, ny: number, nz: number, out: Float32Array, at: number): void {
    let r = this.ambient[0]; let g = this.ambient[1]; let b = this.ambient[2];
    const hemispheres = this.hemispheres;
    for (let i = 0; i < hemispheres.length; i += 9) {
      const sky = 0.5 * (nx * hemispheres[i + 6] + ny * hemispheres[i + 7] + nz * hemispheres[i + 8]) + 0.5;
      r += hemispheres[i + 3] * (1 - sky) + hemispheres[i] * sky;
      g += hemispheres[i + 4] * (1 - sky) + hemispheres[i + 1] * sky;
      b += hemispheres[i + 5] * (1 - sky) + hemispheres[i + 2] * sky;
    }
    const suns = this.suns;
    for (let i = 0; i < suns.length; i += 6) {
      const dot = nx * suns[i + 3] + ny * suns[i + 4] + nz * suns[i + 5];
      if (dot > 0) { r += suns[i] * dot; g += suns[i + 1] * dot; b += suns[i + 2] * dot; }
    }
    out[at] = r; out[at + 1] = g; out[at + 2] = b;
  }

  /** The linear colour a Lambert surface of linear colour `albedo` with the unit normal (`nx`, `ny`, `nz`) shows. */
  lit(albedo: Color, nx: number, ny: number, nz: number): Color {
    const light = new Float32Array(3);
    this.irradiance(nx, ny, nz, light, 0);
    return new Color((light[0] * albedo.r) / Math.PI, (light[1] * albedo.g) / Math.PI, (light[2] * albedo.b) / Math.PI);
  }
}

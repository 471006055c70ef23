/**
 * The colour three's Lambert shader gives a flat surface under the scene's lights, worked out on the CPU, so that
 * a motion frame can draw such a surface unlit in that colour (motion-ground.ts: the ground facing up;
 * motion-boxes.ts: the six faces of each box). Three's RE_Direct_Lambert and RE_IndirectDiffuse_Lambert:
 * (ambient + hemisphere + Σ max(0, n·l) · sun) · albedo / π, three 0.187's light units, no legacy scaling.
 */
import { Color, Vector3, type AmbientLight, type DirectionalLight, type HemisphereLight, type Light } from 'three';

const a = new Vector3();
const b = new Vector3();

/** The scene's lights as a Lambert surface sees them, for one frame (the lights' world positions as they are now). */
export class LambertLights {
  /** Ambient light: the same on every face. */
  private readonly ambient = new Color(0, 0, 0);
  /** Hemisphere lights: sky and ground colours (times intensity) and the direction towards the sky. */
  private readonly hemispheres: Array<{ sky: Color; ground: Color; towards: Vector3 }> = [];
  /** Directional lights: colour times intensity and the direction towards the light. */
  private readonly suns: Array<{ colour: Color; towards: Vector3 }> = [];

  private constructor() {}

  /** Null when a light of another kind (point, spot, ...) is among them: its share depends on the position. */
  static of(lights: readonly Light[]): LambertLights | null {
    const seen = new LambertLights();
    for (const light of lights) {
      if ((light as AmbientLight).isAmbientLight) {
        seen.ambient.r += light.color.r * light.intensity;
        seen.ambient.g += light.color.g * light.intensity;
        seen.ambient.b += light.color.b * light.intensity;
      } else if ((light as HemisphereLight).isHemisphereLight) {
        // Weighted by the normal against the light's direction (its position seen from the origin).
        const hemi = light as HemisphereLight;
        seen.hemispheres.push({
          sky: hemi.color.clone().multiplyScalar(hemi.intensity), ground: hemi.groundColor.clone().multiplyScalar(hemi.intensity),
          towards: hemi.getWorldPosition(new Vector3()).normalize(),
        });
      } else if ((light as DirectionalLight).isDirectionalLight) {
        const sun = light as DirectionalLight;
        seen.suns.push({ colour: sun.color.clone().multiplyScalar(sun.intensity), towards: sun.getWorldPosition(a).sub(sun.target.getWorldPosition(b)).normalize().clone() });
      } else {
        return null;
      }
    }
    return seen;
  }

  /**
   * Into `out`: the linear colour a Lambert surface of linear colour (`r`, `g`, `b`) with the unit normal
   * (`nx`, `ny`, `nz`) shows. Allocates nothing (called for every face of every box of a motion frame).
   */
  lit(r: number, g: number, b: number, nx: number, ny: number, nz: number, out: Color): Color {
    let ir = this.ambient.r; let ig = this.ambient.g; let ib = this.ambient.b;
    for (const { sky, ground, towards } of this.hemispheres) {
      const weight = 0.5 * (nx * towards.x + ny * towards.y + nz * towards.z) + 0.5;
      ir += ground.r * (1 - weight) + sky.r * weight;
      ig += ground.g * (1 - weight) + sky.g * weight;
      ib += ground.b * (1 - weight) + sky.b * weight;
    }
    for (const { colour, towards } of this.suns) {
      const dot = Math.max(0, nx * towards.x + ny * towards.y + nz * towards.z);
      ir += colour.r * dot; ig += colour.g * dot; ib += colour.b * dot;
    }
    return out.setRGB((ir * r) / Math.PI, (ig * g) / Math.PI, (ib * b) / Math.PI);
  }
}

import { describe, expect, it } from 'vitest';
import {
  AmbientLight, Color, DataTexture, DirectionalLight, HemisphereLight, Mesh, MeshBasicMaterial, MeshLambertMaterial, PlaneGeometry,
  PointLight, Scene, SRGBColorSpace, PerspectiveCamera, type Object3D,
} from 'three';
import { litFromAbove, MotionGround } from './motion-ground';

function flat(bytes: number[]): DataTexture {
  const t = new DataTexture(new Uint8Array(bytes), 1, 1);
  t.colorSpace = SRGBColorSpace;
  return t;
}

function lights() {
  const ambient = new AmbientLight(new Color(1, 1, 1), 0.5);
  const hemi = new HemisphereLight(new Color(0.8, 0.6, 0.4), new Color(0.2, 0.1, 0.05), 2);
  const sun = new DirectionalLight(new Color(1, 0.9, 0.8), 3);
  // 30° above the horizon: n·l = 0.5.
  sun.position.set(Math.cos(Math.PI / 6) * 100, 50, 0);
  return [ambient, hemi, sun];
}

describe('the ground lit from above (motion frames)', () => {
  it('is (ambient + hemisphere sky side + sun · n·l) · albedo / π, as three\'s Lambert shader has it', () => {
    const lit = litFromAbove(new Color(0.5, 0.25, 1), lights())!;
    // Irradiance: 0.5 + 2 · sky + 3 · 0.5 · sun.
    const irradiance = [0.5 + 1.6 + 1.5, 0.5 + 1.2 + 1.35, 0.5 + 0.8 + 1.2];
    expect(lit.r).toBeCloseTo(irradiance[0] * 0.5 / Math.PI, 6);
    expect(lit.g).toBeCloseTo(irradiance[1] * 0.25 / Math.PI, 6);
    expect(lit.b).toBeCloseTo(irradiance[2] * 1 / Math.PI, 6);
  });

  it('weights the hemisphere by its direction and leaves out a sun below the horizon', () => {
    const hemi = new HemisphereLight(new Color(1, 1, 1), new Color(0, 0, 0), 1);
    hemi.position.set(1, 0, 0); // sideways: half sky, half ground
    const sun = new DirectionalLight(new Color(1, 1, 1), 5);
    sun.position.set(0, -10, 0);
    const lit = litFromAbove(new Color(1, 1, 1), [hemi, sun])!;
    expect(lit.r).toBeCloseTo(0.5 / Math.PI, 6);
  });

  it('is unknown under lights it does not model', () => {
    expect(litFromAbove(new Color(1, 1, 1), [new PointLight()])).toBeNull();
  });
});

describe('MotionGround', () => {
  it('draws a flat-textured Lambert plane unlit in its lit colour for one frame, then gives its material back', () => {
    const own = new MeshLambertMaterial({ color: new Color(1, 0.5, 1), map: flat([255, 255, 188, 255]) });
    const plane: Mesh = new Mesh(new PlaneGeometry(), own);
    const ground = new MotionGround();
    expect(ground.begin([plane], lights())).toBe(1);
    const unlit = plane.material as MeshBasicMaterial;
    expect(unlit.isMeshBasicMaterial).toBe(true);
    // The texel 188 decodes to 0.5 linear: albedo (1, 0.5, 0.5).
    const expected = litFromAbove(new Color(1, 0.5, 0.5), lights())!;
    expect(unlit.color.r).toBeCloseTo(expected.r, 3);
    expect(unlit.color.g).toBeCloseTo(expected.g, 3);
    expect(unlit.color.b).toBeCloseTo(expected.b, 2);
    expect(unlit.fog).toBe(own.fog);
    ground.end();
    expect(plane.material).toBe(own);
  });

  it('leaves alone what would not be one colour: a full texture, emissive light, a hidden plane', () => {
    const textured = new Mesh(new PlaneGeometry(), new MeshLambertMaterial({ map: new DataTexture(new Uint8Array(16), 2, 2) }));
    const glowing = new Mesh(new PlaneGeometry(), new MeshLambertMaterial({ emissive: new Color(1, 0, 0) }));
    const hidden = new Mesh(new PlaneGeometry(), new MeshLambertMaterial());
    hidden.visible = false;
    const plain: Mesh = new Mesh(new PlaneGeometry(), new MeshLambertMaterial());
    const ground = new MotionGround();
    expect(ground.begin([textured, glowing, hidden, plain], lights())).toBe(1);
    expect((textured.material as MeshLambertMaterial).isMeshLambertMaterial).toBe(true);
    expect((glowing.material as MeshLambertMaterial).isMeshLambertMaterial).toBe(true);
    expect((hidden.material as MeshLambertMaterial).isMeshLambertMaterial).toBe(true);
    expect((plain.material as MeshBasicMaterial).isMeshBasicMaterial).toBe(true);
    ground.dispose();
    expect((plain.material as MeshLambertMaterial).isMeshLambertMaterial).toBe(true);
  });

  it('compiles the unlit program ahead with the scene\'s fog, leaving the planes as they are', async () => {
    const own = new MeshLambertMaterial({ map: new DataTexture(new Uint8Array(16), 2, 2) });
    const plane: Mesh = new Mesh(new PlaneGeometry(), own);
    const scene = new Scene();
    const compiled: Array<{ materials: string[]; target: Object3D | null | undefined }> = [];
    const renderer = {
      compileAsync: async (probe: Object3D, _camera: unknown, target?: Object3D | null) => {
        const materials: string[] = [];
        probe.traverse((object) => { if ((object as Mesh).isMesh) materials.push(((object as Mesh).material as MeshBasicMaterial).type); });
        compiled.push({ materials, target });
        return probe;
      },
    };
    await new MotionGround().warmUp(renderer, new PerspectiveCamera(), scene, [plane]);
    expect(compiled).toEqual([{ materials: ['MeshBasicMaterial'], target: scene }]);
    expect(plane.material).toBe(own);
  });

  it('frees the unlit material of a plane that is gone (the ground is made anew on a change of mode)', () => {
    const old: Mesh = new Mesh(new PlaneGeometry(), new MeshLambertMaterial());
    const ground = new MotionGround();
    ground.begin([old], lights());
    const unlit = old.material as MeshBasicMaterial;
    ground.end();
    let disposed = false;
    unlit.addEventListener('dispose', () => { disposed = true; });
    const fresh: Mesh = new Mesh(new PlaneGeometry(), new MeshLambertMaterial());
    expect(ground.begin([fresh], lights())).toBe(1);
    expect(disposed).toBe(true);
    expect(fresh.material).not.toBe(unlit);
  });
});

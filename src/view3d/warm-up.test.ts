import { describe, expect, it } from 'vitest';
import { BoxGeometry, DataTexture, Group, Mesh, MeshBasicMaterial, MeshLambertMaterial, Scene, type Texture } from 'three';
import { firstUseAhead, uploadTextures, type FirstUseRenderer } from './warm-up';

/** A renderer stand-in whose programs record in which task (counted by the yields) they were first used. */
function fake(programs: number) {
  let task = 0;
  const usedIn: number[][] = Array.from({ length: programs }, () => []);
  let anisotropy = 0;
  const renderer: FirstUseRenderer = {
    info: { programs: usedIn.map((uses) => ({ getUniforms: () => { uses.push(task); return {}; } })) },
    capabilities: { getMaxAnisotropy: () => { anisotropy++; return 16; } },
  };
  const yieldTo = () => { task++; return Promise.resolve(); };
  return { renderer, yieldTo, usedIn, anisotropy: () => anisotropy };
}

describe('firstUseAhead', () => {
  it('uses every compiled program once, each in a task of its own, and asks the anisotropy limit', async () => {
    const f = fake(3);
    await firstUseAhead(f.renderer, f.yieldTo);
    expect(f.usedIn).toEqual([[1], [2], [3]]);
    expect(f.anisotropy()).toBe(1);
  });

  it('stops when the view is closed meanwhile', async () => {
    const f = fake(3);
    let closed = false;
    await firstUseAhead(f.renderer, () => { closed = f.usedIn[0].length > 0; return f.yieldTo(); }, () => closed);
    expect(f.usedIn).toEqual([[1], [], []]);
  });

  it('does nothing but the limit where no program was compiled', async () => {
    const f = fake(0);
    f.renderer.info.programs = null;
    await firstUseAhead(f.renderer, f.yieldTo);
    expect(f.anisotropy()).toBe(1);
  });
});

describe('uploadTextures', () => {
  it('uploads each visible material\'s texture once, and none of what is hidden', () => {
    const shared = new DataTexture(new Uint8Array(4), 1, 1);
    const hidden = new DataTexture(new Uint8Array(4), 1, 1);
    const geometry = new BoxGeometry();
    const scene = new Scene();
    const group = new Group();
    group.add(new Mesh(geometry, new MeshLambertMaterial({ map: shared })), new Mesh(geometry, [new MeshBasicMaterial(), new MeshBasicMaterial({ map: shared })]));
    const off = new Mesh(geometry, new MeshLambertMaterial({ map: hidden }));
    off.visible = false;
    scene.add(group, off, new Mesh(geometry, new MeshBasicMaterial()));
    const uploaded: Texture[] = [];
    expect(uploadTextures({ initTexture: (texture: Texture) => { uploaded.push(texture); } }, scene)).toBe(1);
    expect(uploaded).toEqual([shared]);
  });
});

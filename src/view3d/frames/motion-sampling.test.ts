import { describe, expect, it } from 'vitest';
import { DataTexture, LinearFilter, LinearMipmapLinearFilter, Mesh, MeshLambertMaterial, PlaneGeometry, Scene, type WebGLRenderer } from 'three';
import { MotionSampling } from './motion-sampling';

const GL = { TEXTURE_2D: 0x0de1, TEXTURE_MIN_FILTER: 0x2801, LINEAR_MIPMAP_NEAREST: 0x2701, LINEAR_MIPMAP_LINEAR: 0x2703 };
const ANISOTROPY = 0x84fe;

/** A renderer that records the texture state set per WebGL texture, as far as MotionSampling touches it. */
function fakeRenderer(uploaded: Map<DataTexture, object>, maxAnisotropy = 16) {
  const state = new Map<object, Record<number, number>>();
  let bound: object | null = null;
  const param = (_target: number, name: number, value: number) => { state.set(bound!, { ...state.get(bound!), [name]: value }); };
  const renderer = {
    getContext: () => ({ ...GL, texParameteri: param, texParameterf: param }),
    extensions: { has: () => true, get: () => ({ TEXTURE_MAX_ANISOTROPY_EXT: ANISOTROPY }) },
    capabilities: { getMaxAnisotropy: () => maxAnisotropy },
    properties: { get: (texture: DataTexture) => ({ __webglTexture: uploaded.get(texture) }) },
    state: { bindTexture: (_target: number, handle: object) => { bound = handle; } },
  } as unknown as WebGLRenderer;
  return { renderer, state };
}

function texture(mipmapped = true): DataTexture {
  const t = new DataTexture(new Uint8Array(4), 1, 1);
  t.minFilter = mipmapped ? LinearMipmapLinearFilter : LinearFilter;
  t.anisotropy = 4;
  return t;
}

describe('motion sampling', () => {
  it('filters uploaded trilinear textures cheaply for a motion frame and gives them their own state back after', () => {
    const wood = texture();
    const flat = texture(false);
    const fresh = texture();
    const scene = new Scene();
    for (const map of [wood, wood, flat, fresh]) scene.add(new Mesh(new PlaneGeometry(), new MeshLambertMaterial({ map })));
    const handles = new Map<DataTexture, object>([[wood, { id: 'wood' }], [flat, { id: 'flat' }]]);
    const { renderer, state } = fakeRenderer(handles, 2);
    const sampling = new MotionSampling(renderer);

    sampling.begin(scene);
    // Only the uploaded mipmapped texture, once; a texture without mipmaps or not uploaded yet is left alone.
    expect([...state.keys()]).toEqual([handles.get(wood)]);
    expect(state.get(handles.get(wood)!)).toEqual({ [GL.TEXTURE_MIN_FILTER]: GL.LINEAR_MIPMAP_NEAREST, [ANISOTROPY]: 1 });

    sampling.end();
    // As three.js sets it: trilinear, anisotropy capped by the device.
    expect(state.get(handles.get(wood)!)).toEqual({ [GL.TEXTURE_MIN_FILTER]: GL.LINEAR_MIPMAP_LINEAR, [ANISOTROPY]: 2 });
    state.clear();
    sampling.end();
    expect(state.size).toBe(0);
  });

  it('leaves hidden meshes alone', () => {
    const wood = texture();
    const scene = new Scene();
    const mesh = new Mesh(new PlaneGeometry(), new MeshLambertMaterial({ map: wood }));
    mesh.visible = false;
    scene.add(mesh);
    const { renderer, state } = fakeRenderer(new Map([[wood, {}]]));
    new MotionSampling(renderer).begin(scene);
    expect(state.size).toBe(0);
  });
});

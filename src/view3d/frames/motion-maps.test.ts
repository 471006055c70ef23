import { describe, expect, it } from 'vitest';
import { DataTexture, LinearMipmapLinearFilter, Mesh, MeshLambertMaterial, NearestFilter, PlaneGeometry, Scene, SRGBColorSpace } from 'three';
import { flatTexture, MotionMaps } from './motion-maps';

function texture(bytes: number[]): DataTexture {
  const data = new Uint8Array(16 * 16 * 4);
  for (let i = 0; i < 16 * 16; i++) data.set(bytes, i * 4);
  const t = new DataTexture(data, 16, 16);
  t.colorSpace = SRGBColorSpace;
  t.minFilter = LinearMipmapLinearFilter;
  t.channel = 0;
  return t;
}

describe('flat textures for motion frames', () => {
  it('is one pixel of the mean colour, sampled nearest without mipmaps, in the texture colour space', () => {
    const flat = flatTexture(texture([200, 100, 50, 255]));
    expect([flat.image.width, flat.image.height]).toEqual([1, 1]);
    expect([...(flat.image.data as Uint8Array)]).toEqual([200, 100, 50, 255]);
    expect(flat.colorSpace).toBe(SRGBColorSpace);
    expect([flat.minFilter, flat.magFilter, flat.generateMipmaps]).toEqual([NearestFilter, NearestFilter, false]);
  });

  it('swaps visible materials\' textures for one frame and gives each its own back', () => {
    const wood = texture([180, 120, 60, 255]);
    const scene = new Scene();
    const shown = new MeshLambertMaterial({ map: wood });
    const hidden = new MeshLambertMaterial({ map: wood });
    const plain = new MeshLambertMaterial();
    scene.add(new Mesh(new PlaneGeometry(), shown), new Mesh(new PlaneGeometry(), plain));
    const off = new Mesh(new PlaneGeometry(), hidden);
    off.visible = false;
    scene.add(off);
    const maps = new MotionMaps();
    maps.begin(scene);
    expect(shown.map).not.toBe(wood);
    expect((shown.map!.image as { width: number }).width).toBe(1);
    expect(hidden.map).toBe(wood);
    expect(plain.map).toBeNull();
    expect(maps.count).toBe(1);
    const flat = shown.map;
    maps.end();
    expect(maps.count).toBe(0);
    expect(shown.map).toBe(wood);
    // The same flat texture next frame (made once per texture), and begin twice never loses the own texture.
    maps.begin(scene);
    maps.begin(scene);
    expect(shown.map).toBe(flat);
    maps.end();
    expect(shown.map).toBe(wood);
    maps.dispose();
  });
});

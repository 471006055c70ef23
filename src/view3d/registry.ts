/**
 * Reference-counted caches of GPU resources. Every geometry, material and texture the view creates comes
 * from here under a key that says what it is (e.g. 'wall:planks:3000x2200:o[...]'), so equal parts share
 * one resource and a resource is disposed when its last user lets go. `counts()` is what the disposal
 * test and `window.__view3d` read: after many edits and undos back to the same design it must not grow.
 */
import type { BufferGeometry, Material, Texture } from 'three';

interface Entry<T> {
  value: T;
  refs: number;
}

type Disposable = { dispose(): void };

class RefCache<T extends Disposable> {
  private readonly entries = new Map<string, Entry<T>>();
  constructor(private readonly onDispose?: (value: T) => void) {}

  acquire(key: string, make: () => T): T {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { value: make(), refs: 0 };
      this.entries.set(key, entry);
    }
    entry.refs++;
    return entry.value;
  }

  release(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.refs--;
    if (entry.refs > 0) return;
    this.entries.delete(key);
    this.onDispose?.(entry.value);
    entry.value.dispose();
  }

  get size(): number {
    return this.entries.size;
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  clear(): void {
    for (const entry of this.entries.values()) {
      this.onDispose?.(entry.value);
      entry.value.dispose();
    }
    this.entries.clear();
  }
}

export interface ResourceCounts {
  geometries: number;
  materials: number;
  textures: number;
}

export class ResourceRegistry {
  private readonly textureCache = new RefCache<Texture>();
  private readonly geometryCache = new RefCache<BufferGeometry>();
  /** A material lets go of the textures it took when it is disposed. */
  private readonly materialCache = new RefCache<Material>((material) => {
    for (const key of (material.userData.textureKeys as string[] | undefined) ?? []) this.textureCache.release(key);
  });

  geometry(key: string, make: () => BufferGeometry): BufferGeometry {
    return this.geometryCache.acquire(key, () => {
      const geometry = make();
      geometry.userData.key = key;
      return geometry;
    });
  }

  releaseGeometry(key: string): void {
    this.geometryCache.release(key);
  }

  /** `make` receives a texture getter; textures it takes are released with the material. */
  material(key: string, make: (texture: (key: string, make: () => Texture) => Texture) => Material): Material {
    return this.materialCache.acquire(key, () => {
      const textureKeys: string[] = [];
      const material = make((textureKey, makeTexture) => {
        textureKeys.push(textureKey);
        return this.textureCache.acquire(textureKey, makeTexture);
      });
      material.userData.key = key;
      material.userData.textureKeys = textureKeys;
      return material;
    });
  }

  releaseMaterial(key: string): void {
    this.materialCache.release(key);
  }

  counts(): ResourceCounts {
    return { geometries: this.geometryCache.size, materials: this.materialCache.size, textures: this.textureCache.size };
  }

  geometryKeys(): string[] {
    return this.geometryCache.keys();
  }

  dispose(): void {
    this.geometryCache.clear();
    this.materialCache.clear();
    this.textureCache.clear();
  }
}

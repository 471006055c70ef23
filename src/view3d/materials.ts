/**
 * The material library: every surface of the model by a small key (what it is and its colour). Realistic
 * mode uses physically based materials (MeshStandardMaterial); the light mode Lambert shading, which costs
 * far less per pixel on weak devices. Materials come from the registry, so equal keys share one material.
 */
import { Color, DoubleSide, MeshLambertMaterial, MeshStandardMaterial, type Material, type Texture } from 'three';
import type { ResourceRegistry } from './registry';
import { createTexture, type TextureKind } from './textures';
import { texturePixelsOnce } from './texture-cache';

/** Untreated pine when nothing is brushed and the house has no colour. */
export const NATURAL_WOOD = '#c89a62';
export const FRAME_WHITE = '#f1efe9';

export type Surface =
  | 'wood' | 'woodVertical' | 'glass' | 'metal' | 'concrete' | 'epdm' | 'shingles' | 'tiles' | 'polycarbonate'
  | 'sedum' | 'grass' | 'paving' | 'fabric' | 'lamp' | 'plain';

interface SurfaceLook {
  texture?: TextureKind;
  roughness: number;
  metalness: number;
  opacity?: number;
  emissive?: string;
  doubleSided?: boolean;
  /** Metres per texture tile (UVs are in metres). */
  repeat?: number;
}

const looks: Record<Surface, SurfaceLook> = {
  wood: { texture: 'wood', roughness: 0.8, metalness: 0 },
  woodVertical: { texture: 'woodVertical', roughness: 0.8, metalness: 0 },
  glass: { roughness: 0.05, metalness: 0.1, opacity: 0.32, doubleSided: true },
  metal: { roughness: 0.35, metalness: 0.8 },
  concrete: { texture: 'concrete', roughness: 0.95, metalness: 0 },
  epdm: { roughness: 0.9, metalness: 0 },
  shingles: { texture: 'shingles', roughness: 0.95, metalness: 0, repeat: 2 },
  tiles: { texture: 'tiles', roughness: 0.6, metalness: 0, repeat: 2 },
  polycarbonate: { texture: 'corrugated', roughness: 0.2, metalness: 0, opacity: 0.55, doubleSided: true },
  sedum: { texture: 'sedum', roughness: 1, metalness: 0 },
  grass: { texture: 'grass', roughness: 1, metalness: 0, repeat: 4 },
  paving: { texture: 'paving', roughness: 0.9, metalness: 0, repeat: 2 },
  fabric: { roughness: 1, metalness: 0 },
  lamp: { roughness: 0.3, metalness: 0, emissive: '#ffe2a6' },
  plain: { roughness: 0.7, metalness: 0 },
};

export interface MaterialRef {
  key: string;
  make: (texture: (key: string, make: () => Texture) => Texture) => Material;
}

/** A material reference: the key the batcher groups by and how to make the material when first needed. */
export function surface(kind: Surface, hex: string, realistic: boolean): MaterialRef {
  const look = looks[kind];
  const key = `${kind}:${hex.toLowerCase()}:${realistic ? 'pbr' : 'lambert'}`;
  return {
    key,
    make: (texture) => {
      const map = look.texture ? texture(`${look.texture}:${look.repeat ?? 1}`, () => {
        const t = createTexture(look.texture!, texturePixelsOnce(look.texture!));
        if (look.repeat) t.repeat.set(1 / look.repeat, 1 / look.repeat);
        return t;
      }) : null;
      const common = {
        color: new Color(hex),
        map,
        transparent: look.opacity !== undefined,
        opacity: look.opacity ?? 1,
        ...(look.doubleSided ? { side: DoubleSide } : {}),
        depthWrite: look.opacity === undefined,
      };
      const material = realistic
        ? new MeshStandardMaterial({ ...common, roughness: look.roughness, metalness: look.metalness })
        : new MeshLambertMaterial(common);
      if (look.emissive) {
        (material as MeshStandardMaterial).emissive = new Color(look.emissive);
        (material as MeshStandardMaterial).emissiveIntensity = 0.8;
      }
      material.name = key;
      return material;
    },
  };
}

export function acquireMaterial(registry: ResourceRegistry, ref: MaterialRef): Material {
  return registry.material(ref.key, ref.make);
}

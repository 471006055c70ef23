/**
 * Furniture and light-street items as simple but recognisable models, centred on their plan position:
 * width along x, length along z, standing on y = 0. Each model is split in layers by material.
 */
import { Matrix4 } from 'three';
import { GeometryWriter } from '../geometry-writer';
import type { ItemModel } from '../looks';

export type ItemLayer = 'wood' | 'fabric' | 'metal' | 'plant' | 'lamp';

export const ITEM_LAYERS: Record<ItemModel, ItemLayer[]> = {
  lounge: ['wood', 'fabric'], tableSet: ['wood'], chair: ['wood'], lounger: ['wood', 'fabric'], planter: ['wood', 'plant'],
  barbecue: ['metal'], deck: ['wood'], gardenLamp: ['metal', 'lamp'], spot: ['metal', 'lamp'], wallLamp: ['metal', 'lamp'],
  lantern: ['metal', 'lamp'], box: ['wood'],
};

function legs(w: GeometryWriter, x0: number, z0: number, x1: number, z1: number, height: number, size = 50): void {
  for (const [x, z] of [[x0, z0], [x1 - size, z0], [x0, z1 - size], [x1 - size, z1 - size]]) w.box(x, 0, z, x + size, height, z + size, 'y');
}

function chair(w: GeometryWriter, cx: number, cz: number, facing: 1 | -1, size = 520): void {
  const h = size / 2;
  legs(w, cx - h, cz - h, cx + h, cz + h, 440, 40);
  w.box(cx - h, 440, cz - h, cx + h, 470, cz + h, 'x');
  const back = cz - facing * h;
  w.box(cx - h, 470, back - 20, cx + h, 900, back + 20, 'x');
}

type Draw = (w: GeometryWriter, width: number, length: number, layer: ItemLayer) => void;

const models: Record<ItemModel, Draw> = {
  lounge: (w, width, length, layer) => {
    const x0 = -width / 2; const z0 = -length / 2; const depth = 750;
    if (layer === 'wood') {
      w.box(x0, 60, z0, -x0, 380, z0 + depth, 'x');
      w.box(x0, 60, z0 + depth, x0 + depth, 380, -z0, 'z');
      w.box(x0, 0, z0, -x0, 60, z0 + 60, 'x');
    } else {
      for (let x = x0 + 20; x < -x0 - 100; x += 700) w.box(x, 380, z0 + 150, Math.min(x + 680, -x0 - 20), 520, z0 + depth - 20, 'x');
      for (let z = z0 + depth + 20; z < -z0 - 100; z += 700) w.box(x0 + 150, 380, z, x0 + depth - 20, 520, Math.min(z + 680, -z0 - 20), 'z');
      w.box(x0 + 20, 380, z0 + 20, -x0 - 20, 800, z0 + 170, 'x');
      w.box(x0 + 20, 380, z0 + 170, x0 + 170, 800, -z0 - 20, 'z');
    }
  },
  tableSet: (w, width, length) => {
    const tw = width * 0.7; const tl = Math.min(1000, length * 0.55);
    legs(w, -tw / 2 + 40, -tl / 2 + 40, tw / 2 - 40, tl / 2 - 40, 720, 70);
    w.box(-tw / 2, 720, -tl / 2, tw / 2, 760, tl / 2, 'x');
    for (const i of [-1, 0, 1]) {
      chair(w, (i * tw) / 3, -tl / 2 - 320, -1);
      chair(w, (i * tw) / 3, tl / 2 + 320, 1);
    }
  },
  chair: (w, width) => chair(w, 0, 0, 1, Math.min(width, 600) - 60),
  lounger: (w, width, length, layer) => {
    const x = width / 2; const z = length / 2;
    if (layer === 'wood') {
      legs(w, -x, -z, x, z, 300, 50);
      w.box(-x, 300, -z * 0.35, x, 340, z, 'z');
    } else {
      w.box(-x + 30, 340, -z * 0.35, x - 30, 400, z - 30, 'z');
      w.transformed(rotX(0.75, 0, 340, -z * 0.35), () => w.box(-x + 30, 0, -z * 0.65 * 1.15, x - 30, 60, 0, 'z'));
    }
  },
  planter: (w, width, length, layer) => {
    const x = width / 2; const z = length / 2;
    if (layer === 'wood') {
      w.box(-x, 0, -z, x, 450, -z + 30, 'x'); w.box(-x, 0, z - 30, x, 450, z, 'x');
      w.box(-x, 0, -z + 30, -x + 30, 450, z - 30, 'z'); w.box(x - 30, 0, -z + 30, x, 450, z - 30, 'z');
    } else {
      w.box(-x + 30, 300, -z + 30, x - 30, 420, z - 30, 'x');
      for (let px = -x + 200; px < x - 100; px += 350) w.sphere(px, 480, 0, Math.min(180, z - 40), 8, 6);
    }
  },
  barbecue: (w) => {
    w.sphere(0, 850, 0, 290, 12, 8);
    for (const a of [0, 2.1, 4.2]) w.cylinder(Math.cos(a) * 220, Math.sin(a) * 220, 0, 700, 15, 15, 6, false);
    w.cylinder(0, 0, 1090, 1140, 40, 40, 8);
  },
  deck: (w, width, length) => {
    for (let z = -length / 2; z < length / 2 - 5; z += 145) w.box(-width / 2, 0, z + 5, width / 2, 45, Math.min(z + 145, length / 2), 'x');
  },
  gardenLamp: (w, _width, _length, layer) => {
    if (layer === 'metal') { w.cylinder(0, 0, 0, 700, 30, 30, 8); w.cylinder(0, 0, 0, 30, 110, 110, 10); w.cylinder(0, 0, 800, 830, 120, 60, 10); }
    else w.cylinder(0, 0, 700, 800, 80, 80, 10);
  },
  spot: (w, width, _length, layer) => {
    if (layer === 'metal') w.cylinder(0, 0, 0, 25, width / 2, width / 2, 10);
    else w.cylinder(0, 0, 25, 30, width / 2 - 15, width / 2 - 15, 10);
  },
  wallLamp: (w, _width, _length, layer) => {
    if (layer === 'metal') { w.box(-30, 0, -30, 30, 1700, 30, 'y'); w.box(-100, 1700, -100, 100, 1730, 100, 'x'); w.box(-100, 1930, -100, 100, 1960, 100, 'x'); }
    else w.box(-80, 1730, -80, 80, 1930, 80, 'y');
  },
  lantern: (w, _width, _length, layer) => {
    if (layer === 'metal') {
      w.cylinder(0, 0, 0, 300, 120, 70, 10); w.cylinder(0, 0, 300, 1900, 45, 35, 8);
      w.cylinder(0, 0, 2200, 2330, 200, 20, 8); w.cylinder(0, 0, 1880, 1910, 150, 150, 8);
    } else w.cylinder(0, 0, 1910, 2200, 110, 180, 8);
  },
  box: (w, width, length) => w.box(-width / 2, 0, -length / 2, width / 2, 500, length / 2, 'x'),
};

function rotX(angle: number, x: number, y: number, z: number): Matrix4 {
  return new Matrix4().makeTranslation(x, y, z).multiply(new Matrix4().makeRotationX(angle));
}

export function itemGeometry(model: ItemModel, width: number, length: number, layer: ItemLayer) {
  const w = new GeometryWriter();
  models[model](w, width, length, layer);
  return w.build();
}

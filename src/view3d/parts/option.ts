/**
 * Windows and doors: a frame (kozijn) filling the wall's opening, glass, door leaves and a handle. Built in
 * the wall frame around the option's centre: x along the wall, y from the bottom of the opening (0) up to
 * its height, +z outside. A mirrored option (`rotated`) puts its hinge and handle on the other side.
 */
import { CLADDING_OFFSET, DOOR_LEAF, FRAME } from '../dimensions';
import { GeometryWriter } from '../geometry-writer';
import type { OptionModel } from '../looks';
import { Matrix4 } from 'three';

export interface OptionShape {
  model: OptionModel;
  width: number;
  height: number;
  mirrored: boolean;
}

export type OptionLayer = 'wood' | 'glass' | 'metal';

const Z_IN = -50;
const Z_OUT = CLADDING_OFFSET + 30;

/** A rectangular frame of bars `bar` wide inside [x0, x1] x [y0, y1]. */
function rectFrame(w: GeometryWriter, x0: number, y0: number, x1: number, y1: number, bar: number, z0: number, z1: number): void {
  w.box(x0, y0, z0, x1, y0 + bar, z1, 'x');
  w.box(x0, y1 - bar, z0, x1, y1, z1, 'x');
  w.box(x0, y0 + bar, z0, x0 + bar, y1 - bar, z1, 'y');
  w.box(x1 - bar, y0 + bar, z0, x1, y1 - bar, z1, 'y');
}

interface Leaf { x0: number; x1: number; y0: number; y1: number; glazed: boolean; hingeLeft: boolean }

function leaves(shape: OptionShape): Leaf[] {
  const { width, height } = shape;
  const inner = { x0: -width / 2 + FRAME, x1: width / 2 - FRAME, y0: 0, y1: height - FRAME };
  const mid = (inner.x0 + inner.x1) / 2;
  const left = !shape.mirrored;
  switch (shape.model) {
    case 'door': return [{ ...inner, glazed: false, hingeLeft: left }];
    case 'glassDoor': return [{ ...inner, glazed: true, hingeLeft: left }];
    case 'doubleDoor': return [
      { ...inner, x1: mid, glazed: true, hingeLeft: true }, { ...inner, x0: mid, glazed: true, hingeLeft: false }];
    case 'slidingDoor': return [
      { ...inner, x1: mid + 40, glazed: true, hingeLeft: left }, { ...inner, x0: mid - 40, glazed: true, hingeLeft: !left }];
    case 'stableDoor': {
      const split = height * 0.5;
      return [{ ...inner, y1: split, glazed: false, hingeLeft: left }, { ...inner, y0: split, glazed: false, hingeLeft: left }];
    }
    default: return [];
  }
}

/** The geometry of one layer of an option. */
export function optionGeometry(shape: OptionShape, layer: OptionLayer) {
  const w = new GeometryWriter();
  const { width, height } = shape;
  const isDoor = ['door', 'glassDoor', 'doubleDoor', 'slidingDoor', 'stableDoor'].includes(shape.model);
  const x0 = -width / 2;
  const x1 = width / 2;
  if (layer === 'wood') {
    // The frame: no sill bar under a door.
    if (isDoor) {
      w.box(x0, height - FRAME, Z_IN, x1, height, Z_OUT, 'x');
      w.box(x0, 0, Z_IN, x0 + FRAME, height - FRAME, Z_OUT, 'y');
      w.box(x1 - FRAME, 0, Z_IN, x1, height - FRAME, Z_OUT, 'y');
      w.box(x0 + FRAME, 0, Z_IN, x1 - FRAME, 15, Z_OUT, 'x');
    } else {
      rectFrame(w, x0, 0, x1, height, FRAME, Z_IN, Z_OUT);
      // Window sill sticking out under the window.
      w.box(x0 - 30, -30, Z_IN, x1 + 30, 0, Z_OUT + 40, 'x');
    }
    for (const leaf of leaves(shape)) {
      const z0 = CLADDING_OFFSET - DOOR_LEAF / 2;
      const z1 = z0 + DOOR_LEAF;
      if (leaf.glazed) {
        rectFrame(w, leaf.x0, leaf.y0 + 15, leaf.x1, leaf.y1, 110, z0, z1);
      } else {
        // A ledged door: vertical boards with a Z brace on the inside.
        for (let x = leaf.x0; x < leaf.x1 - 5; x += 120) w.box(x, leaf.y0 + 15, z0 + 10, Math.min(x + 116, leaf.x1), leaf.y1, z1, 'y');
        const brace = new Matrix4().makeRotationZ(Math.atan2(leaf.y1 - leaf.y0 - 300, leaf.x1 - leaf.x0));
        for (const y of [leaf.y0 + 150, leaf.y1 - 150]) w.box(leaf.x0 + 20, y - 60, z0 - 15, leaf.x1 - 20, y + 60, z0 + 10, 'x');
        w.transformed(new Matrix4().makeTranslation((leaf.x0 + leaf.x1) / 2, (leaf.y0 + leaf.y1) / 2, 0).multiply(brace), () => {
          const half = Math.hypot(leaf.x1 - leaf.x0, leaf.y1 - leaf.y0 - 300) / 2 - 60;
          w.box(-half, -50, z0 - 15, half, 50, z0 + 10, 'x');
        });
      }
    }
    if (shape.model === 'window' && width >= 1200) w.box(-35, FRAME, Z_IN + 20, 35, height - FRAME, Z_OUT - 20, 'y');
    if (shape.model === 'stableWindow') {
      for (const f of [1 / 3, 2 / 3]) w.box(x0 + width * f - 20, FRAME, Z_IN + 20, x0 + width * f + 20, height - FRAME, Z_OUT - 20, 'y');
    }
    if (shape.model === 'roundWindow') {
      // Corner fillers turn the square frame into a round opening.
      const r = Math.min(width, height) / 2 - FRAME;
      for (const [sx, sy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
        const cx = sx * r * 0.78;
        const cy = height / 2 + sy * r * 0.78;
        w.box(cx - r * 0.32, cy - r * 0.32, Z_IN + 10, cx + r * 0.32, cy + r * 0.32, Z_OUT - 10, 'x');
      }
    }
  } else if (layer === 'glass') {
    const zg = CLADDING_OFFSET - 4;
    const glassLeaves = leaves(shape).filter((l) => l.glazed);
    if (!isDoor) {
      if (shape.model === 'roundWindow') {
        const r = Math.min(width, height) / 2 - FRAME;
        w.transformed(new Matrix4().makeTranslation(0, height / 2, zg).multiply(new Matrix4().makeRotationX(Math.PI / 2)), () => {
          w.cylinder(0, 0, -4, 4, r, r, 16);
        });
      } else {
        w.box(x0 + FRAME, FRAME, zg - 4, x1 - FRAME, height - FRAME, zg + 4, 'x');
      }
    }
    for (const leaf of glassLeaves) w.box(leaf.x0 + 110, leaf.y0 + 125, zg - 4, leaf.x1 - 110, leaf.y1 - 110, zg + 4, 'x');
  } else {
    // Handles on the opening side of every leaf (and on turn-tilt windows).
    const handles = leaves(shape).map((leaf) => ({ x: leaf.hingeLeft ? leaf.x1 - 70 : leaf.x0 + 70, y: Math.min(1050, (leaf.y0 + leaf.y1) / 2) }));
    if (!isDoor && shape.model === 'window' && height >= 900) handles.push({ x: shape.mirrored ? x0 + FRAME + 40 : x1 - FRAME - 40, y: height / 2 });
    for (const h of handles) {
      const zFront = CLADDING_OFFSET + DOOR_LEAF / 2;
      w.box(h.x - 12, h.y - 40, zFront, h.x + 12, h.y + 40, zFront + 12, 'y');
      w.box(h.x - 12, h.y - 12, zFront + 12, h.x + (h.x > 0 ? -120 : 120), h.y + 12, zFront + 40, 'x');
    }
  }
  return w.build();
}

export function optionShapeKey(shape: OptionShape): string {
  return `${shape.model}:${Math.round(shape.width)}x${Math.round(shape.height)}:${shape.mirrored ? 'm' : 'n'}`;
}

/**
 * The house frame in world terms: x = plan x, z = plan y (to the front), y up, millimetres. Heights of the
 * floor, the wall tops and the roof at any depth, and the matrix that puts a wall-frame part (x along the
 * wall, +z its outside face) onto a line of the plan.
 */
import { Matrix4, Vector3 } from 'three';
import type { HouseSpec, RoofType } from '../domain/catalog';
import { FLOOR_TOP, RING_BEAM } from './dimensions';

export interface HouseFrame {
  width: number;
  length: number;
  floorTop: number;
  /** Top of the walls (bottom of the ring beam). */
  wallTop: number;
  /** Underside of the roof deck at the eaves (top of the ring beam). */
  eave: number;
  roofType: RoofType;
  pitch: number;
  /** Height of the roof's high line above the eaves (ridge, or the rear of a lean-to). */
  rise: number;
  overhang: number;
  pillar: number;
}

export function houseFrame(house: HouseSpec): HouseFrame {
  const pitch = (house.roofPitch * Math.PI) / 180;
  const run = house.roofType === 'gable' ? house.length / 2 : house.length;
  const rise = house.roofType === 'flat' ? 0 : Math.tan(pitch) * run;
  const wallTop = FLOOR_TOP + house.height;
  return {
    width: house.width, length: house.length, floorTop: FLOOR_TOP, wallTop, eave: wallTop + RING_BEAM,
    roofType: house.roofType, pitch: house.roofType === 'flat' ? 0 : pitch, rise, overhang: house.overhang,
    pillar: house.thicknessPillarRoof || 120,
  };
}

/** Height of the roof's underside above plan depth z (plan y). */
export function roofUnderside(frame: HouseFrame, z: number): number {
  const t = Math.tan(frame.pitch);
  if (frame.roofType === 'leanTo') return frame.eave + t * (frame.length - z);
  if (frame.roofType === 'gable') return frame.eave + t * (frame.length / 2 - Math.abs(z - frame.length / 2));
  return frame.eave;
}

/** Which way is outside for a line of the plan at (x, y) running in `direction` (away from the centre). */
export function outwardNormal(frame: HouseFrame, direction: 'horizontal' | 'vertical', x: number, y: number): Vector3 {
  if (direction === 'horizontal') return new Vector3(0, 0, y >= frame.length / 2 ? 1 : -1);
  return new Vector3(x >= frame.width / 2 ? 1 : -1, 0, 0);
}

/**
 * The matrix from a wall frame (x along the wall, y up, +z the outward face) centred at plan point
 * (cx, cy) to the world. A rotation about y only, so no mirrored parts.
 */
export function wallMatrix(cx: number, cy: number, outward: Vector3, y = 0): Matrix4 {
  const angle = Math.atan2(outward.x, outward.z);
  return new Matrix4().makeRotationY(angle).setPosition(cx, y, cy);
}

/** The wall-frame x axis in plan terms, for turning plan points into positions along a wall. */
export function wallAxis(outward: Vector3): { x: number; y: number } {
  const angle = Math.atan2(outward.x, outward.z);
  return { x: Math.cos(angle), y: -Math.sin(angle) };
}

/** Outside of a layout line from its position type (centre lines face front or right). */
export function outwardOfPosition(position: string): Vector3 {
  switch (position) {
    case 'top': return new Vector3(0, 0, -1);
    case 'bottom': case 'center-horizontal': return new Vector3(0, 0, 1);
    case 'left': return new Vector3(-1, 0, 0);
    default: return new Vector3(1, 0, 0);
  }
}

/**
 * Sizes of the procedural model (mm) and the floor offsets of spec §9, each written once.
 *
 * Our reading of 'Foundation lowers floor offsets by 75 or 50 (with foundation), 75 more for windowed
 * glasses; door offset minus 70 and minus 50 more': wall cladding starts below the floor top so it covers the
 * floor's edge, by 75 mm on a house without a foundation product and by 50 mm with one (the foundation
 * shows below it); glass walls reach 75 mm further down; a door's sill sits 70 mm below the floor top and a
 * further 50 mm lower with a foundation.
 */
import type { Configuration } from '../domain/configuration';
import {
  DOOR_OFFSET, DOOR_OFFSET_EXTRA, FOUNDATION_FLOOR_OFFSET, FOUNDATION_FLOOR_OFFSET_WITH_FOUNDATION, WALL_THICKNESS_OFFSETS,
  WINDOWED_GLASS_EXTRA_OFFSET,
} from '../domain/constants';

/** Top of the floor deck above the ground (the frame on its floor beams). */
export const FLOOR_TOP = 150;
export const FLOOR_DECK = 28;
export const FLOOR_BEAM = 70;
/** Beam on top of the walls, under the roof. */
export const RING_BEAM = 180;
export const ROOF_DECK = 22;
/** Cladding sits outside the pillars' half thickness; glass in the frame plane (WALL_THICKNESS_OFFSETS). */
export const CLADDING_OFFSET = WALL_THICKNESS_OFFSETS[1];
export const GLASS_OFFSET = WALL_THICKNESS_OFFSETS[0];
export const FRAME = 70;
export const DOOR_LEAF = 40;

export function hasFoundation(foundations: Configuration['selectedFoundations']): boolean {
  return Boolean(foundations.foundationWall || foundations.foundationBase || foundations.fastFoundation);
}

/** How far wall cladding starts below the floor top. */
export function wallDrop(foundation: boolean): number {
  return foundation ? FOUNDATION_FLOOR_OFFSET_WITH_FOUNDATION : FOUNDATION_FLOOR_OFFSET;
}

/** How far glass walls start below the floor top. */
export function glassDrop(foundation: boolean): number {
  return wallDrop(foundation) + WINDOWED_GLASS_EXTRA_OFFSET;
}

/** Height of a door's sill relative to the floor top (negative: below it). */
export function doorSillOffset(foundation: boolean): number {
  return DOOR_OFFSET + (foundation ? DOOR_OFFSET_EXTRA : 0);
}

/**
 * The frame of the house: the floor (deck boards on beams), the beams on top of every line of the plan,
 * the pillars, and the foundations under them (concrete beams, pads, screw piles).
 */
import { Matrix4 } from 'three';
import type { HouseSpec } from '../../domain/catalog';
import { FLOOR_BEAM, FLOOR_DECK, RING_BEAM } from '../dimensions';
import { roofUnderside, type HouseFrame } from '../frame';
import { GeometryWriter } from '../geometry-writer';

/** Deck boards across the footprint on beams, with an edge beam all round. */
export function floorGeometry(frame: HouseFrame) {
  const w = new GeometryWriter();
  const top = frame.floorTop;
  const deckBottom = top - FLOOR_DECK;
  let boards = 0;
  for (let z = 0; z < frame.length - 5; z += 145) {
    w.box(0, deckBottom, z + 3, frame.width, top, Math.min(z + 145, frame.length), 'x', ['y-']);
    boards++;
  }
  for (let z = 300; z < frame.length - 300; z += 600) w.box(60, deckBottom - FLOOR_BEAM, z - 22, frame.width - 60, deckBottom, z + 22, 'x', ['y+']);
  // Edge beams hide the space under the deck.
  w.box(0, 0, 0, frame.width, deckBottom, 45, 'x', ['y-']);
  w.box(0, 0, frame.length - 45, frame.width, deckBottom, frame.length, 'x', ['y-']);
  w.box(0, 0, 45, 45, deckBottom, frame.length - 45, 'z', ['y-']);
  w.box(frame.width - 45, 0, 45, frame.width, deckBottom, frame.length - 45, 'z', ['y-']);
  w.info.boards = boards;
  return w.build();
}

/** Beams on top of the walls along every line of the layout (taller at the rear of a lean-to). */
export function ringBeamGeometry(frame: HouseFrame, house: HouseSpec) {
  const w = new GeometryWriter();
  const half = frame.pillar / 2;
  for (const space of house.layout.spaces) {
    const top = space.direction === 'horizontal' ? roofUnderside(frame, space.y) : frame.eave;
    const bottom = frame.wallTop;
    if (space.direction === 'horizontal') {
      w.box(space.x - half, bottom, space.y - half, space.x + space.length + half, Math.max(top, bottom + RING_BEAM), space.y + half, 'x');
    } else {
      w.box(space.x - half, bottom, space.y + half, space.x + half, frame.eave, space.y + space.length - half, 'z');
    }
  }
  return w.build();
}

/** One pillar, standing on the ground (or its foundation) up to the beams. */
export function pillarGeometry(frame: HouseFrame) {
  const w = new GeometryWriter();
  const half = frame.pillar / 2;
  w.box(-half, 0, -half, half, frame.wallTop, half, 'y');
  return w.build();
}

/** The roof's joists from the layout: deep beams under the roof along their plan line. */
export function joistGeometry(frame: HouseFrame, house: HouseSpec) {
  const w = new GeometryWriter();
  for (const joist of house.layout.joists) {
    if (joist.direction === 'horizontal') {
      const y = roofUnderside(frame, joist.y);
      w.box(joist.x, y - 200, joist.y - 35, joist.x + joist.length, y, joist.y + 35, 'x');
      continue;
    }
    // Along the depth the roof may slope: one beam per roof plane.
    const planes = frame.roofType === 'gable' ? [[joist.y, joist.y + joist.length / 2], [joist.y + joist.length / 2, joist.y + joist.length]] : [[joist.y, joist.y + joist.length]];
    for (const [z0, z1] of planes) {
      const y0 = roofUnderside(frame, z0);
      const y1 = roofUnderside(frame, z1);
      const run = z1 - z0;
      const angle = Math.atan2(y1 - y0, run);
      const length = Math.hypot(run, y1 - y0);
      w.transformed(rotationX(joist.x, y0, z0, -angle), () => w.box(-35, -200, 0, 35, 0, length, 'z'));
    }
  }
  w.info.joists = house.layout.joists.length;
  return w.build();
}

function rotationX(x: number, y: number, z: number, angle: number): Matrix4 {
  return new Matrix4().makeTranslation(x, y, z).multiply(new Matrix4().makeRotationX(angle));
}

export type FoundationPiece = 'beam' | 'pad' | 'pile';

/** A foundation beam under a wall span, in the wall frame (x along the wall). */
export function foundationBeamGeometry(length: number, width: number, height: number) {
  const w = new GeometryWriter();
  w.box(-length / 2, 60 - height, -width / 2, length / 2, 60, width / 2, 'x');
  return w.build();
}

/** A concrete pad under a pillar. */
export function foundationPadGeometry(size: number) {
  const w = new GeometryWriter();
  w.box(-size / 2, -300, -size / 2, size / 2, 80, size / 2, 'x');
  return w.build();
}

/** A screw pile with its head plate under a pillar. */
export function screwPileGeometry(diameter: number, length: number) {
  const w = new GeometryWriter();
  w.cylinder(0, 0, -length, 90, diameter / 2, diameter / 2, 10);
  w.box(-80, 90, -80, 80, 100, 80, 'x');
  return w.build();
}

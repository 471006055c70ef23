/**
 * The roof per roof type: one plane (flat, lean-to) or two meeting at a ridge (gable), each a deck of boards
 * on rafters with the overhang on every side, and the chosen covering on top. Roof racks (trim, wooden edge,
 * gutter) run along the front and rear edges; facade cladding adds fascia boards or front boards.
 */
import { Matrix4, Vector3 } from 'three';
import { ROOF_DECK } from '../dimensions';
import { roofUnderside, type HouseFrame } from '../frame';
import { GeometryWriter } from '../geometry-writer';
import type { CladdingKind, RackKind, RoofCovering } from '../looks';

interface Plane {
  /** Slope frame: x along the house width, y the roof normal, +z downhill; origin on the eave line. */
  matrix: Matrix4;
  /** Extent along the slope frame's z: uphill (negative) to downhill overhang. */
  z0: number;
  z1: number;
  x0: number;
  x1: number;
}

function planeMatrix(frame: HouseFrame, downhill: 1 | -1): Matrix4 {
  const p = frame.pitch;
  const X = new Vector3(downhill, 0, 0);
  const Y = new Vector3(0, Math.cos(p), downhill * Math.sin(p));
  const Z = new Vector3().crossVectors(X, Y);
  const origin = new Vector3(downhill > 0 ? 0 : frame.width, frame.eave, downhill > 0 ? frame.length : 0);
  return new Matrix4().makeBasis(X, Y, Z).setPosition(origin);
}

/** The roof planes of a house (flat and lean-to: one, gable: two). */
export function roofPlanes(frame: HouseFrame): Plane[] {
  const cos = Math.cos(frame.pitch);
  const o = frame.overhang;
  const x0 = -o;
  const x1 = frame.width + o;
  if (frame.roofType === 'gable') {
    const run = frame.length / 2 / cos;
    return [1, -1].map((d) => ({ matrix: planeMatrix(frame, d as 1 | -1), z0: -run, z1: o / cos, x0, x1 }));
  }
  return [{ matrix: planeMatrix(frame, 1), z0: -(frame.length + o) / cos, z1: o / cos, x0, x1 }];
}

/** Deck boards and rafters (wood). */
export function roofDeckGeometry(frame: HouseFrame, withDeck: boolean) {
  const w = new GeometryWriter();
  let rafters = 0;
  for (const plane of roofPlanes(frame)) {
    w.transformed(plane.matrix, () => {
      if (withDeck) w.box(plane.x0, 0, plane.z0, plane.x1, ROOF_DECK, plane.z1, 'z');
      const span = plane.x1 - plane.x0;
      const count = Math.max(2, Math.round(span / 600));
      for (let i = 0; i <= count; i++) {
        const x = plane.x0 + 60 + ((span - 120) * i) / count;
        w.box(x - 30, -140, plane.z0, x + 30, 0, plane.z1 - 20, 'z', ['y+']);
        rafters++;
      }
      // Battens across the rafters carry a see-through covering.
      if (!withDeck) for (let z = plane.z1 - 100; z > plane.z0; z -= 700) w.box(plane.x0, 0, z - 30, plane.x1, 30, z + 30, 'x');
    });
  }
  if (frame.roofType === 'gable') {
    w.box(-frame.overhang, roofUnderside(frame, frame.length / 2) - 160, frame.length / 2 - 30, frame.width + frame.overhang,
      roofUnderside(frame, frame.length / 2) + 10, frame.length / 2 + 30, 'x');
  }
  w.info.rafters = rafters;
  return w.build();
}

/** The covering on top of the deck. */
export function roofCoveringGeometry(frame: HouseFrame, covering: RoofCovering) {
  const w = new GeometryWriter();
  const base = covering === 'polycarbonate' ? 30 : ROOF_DECK;
  for (const plane of roofPlanes(frame)) {
    w.transformed(plane.matrix, () => {
      if (covering === 'tiles') {
        // Courses of pantiles: each row a wedge lapping the one below.
        for (let z = plane.z1; z > plane.z0 + 10; z -= 330) {
          const top = Math.max(plane.z0, z - 345);
          w.extrudeX([[base, top], [base + 20, top], [base + 40, z], [base, z]], plane.x0, plane.x1);
        }
      } else {
        const thickness = covering === 'sedum' ? 80 : covering === 'shingles' ? 10 : covering === 'polycarbonate' ? 8 : 4;
        w.box(plane.x0, base, plane.z0, plane.x1, base + thickness, plane.z1, 'z');
      }
    });
  }
  if (frame.roofType === 'gable' && covering !== 'polycarbonate') {
    // Ridge cap.
    const y = roofUnderside(frame, frame.length / 2) + ROOF_DECK / Math.cos(frame.pitch);
    w.box(-frame.overhang, y, frame.length / 2 - 110, frame.width + frame.overhang, y + 70, frame.length / 2 + 110, 'x');
  }
  return w.build();
}

/** Height of the roof edge (deck underside) at the front or rear eave, overhang included. */
function edgeHeight(frame: HouseFrame, side: 'front' | 'rear'): { y: number; z: number } {
  const z = side === 'front' ? frame.length + frame.overhang : -frame.overhang;
  // The roof planes run on past the walls, so their formula holds beyond the footprint too.
  return { y: roofUnderside(frame, z), z };
}

export type RackLayer = 'main' | 'pipe';

/** A roof rack along the front or rear edge. */
export function rackGeometry(frame: HouseFrame, kind: RackKind, side: 'front' | 'rear', layer: RackLayer) {
  const w = new GeometryWriter();
  const { y, z } = edgeHeight(frame, side);
  const out = side === 'front' ? 1 : -1;
  const x0 = -frame.overhang - 20;
  const x1 = frame.width + frame.overhang + 20;
  if (layer === 'pipe') {
    if (kind === 'gutter') w.cylinder(x1 - 120, z + out * 80, 0, y - 60, 40, 40, 10);
    return w.build();
  }
  if (kind === 'trim') {
    w.box(x0, y - 20, z, x1, y + ROOF_DECK + 45, z + out * 12, 'x');
  } else if (kind === 'fascia') {
    w.box(x0, y - 120, z, x1, y + ROOF_DECK + 20, z + out * 22, 'x');
  } else {
    // A box gutter: bottom and two sides.
    const zIn = z;
    const zOut = z + out * 140;
    w.box(x0, y - 110, zIn, x1, y - 100, zOut, 'x');
    w.box(x0, y - 100, zOut - out * 8, x1, y - 10, zOut, 'x');
    w.box(x0, y - 100, zIn, x1, y - 30, zIn + out * 8, 'x');
  }
  return w.build();
}

/** Facade cladding: fascia boards round the roof edge, or vertical boards across the front beam. */
export function claddingGeometry(frame: HouseFrame, kind: CladdingKind) {
  const w = new GeometryWriter();
  if (kind === 'frontBoards') {
    const z = frame.length + 60;
    for (let x = -60; x < frame.width + 60; x += 120) w.box(x, frame.wallTop - 150, z, Math.min(x + 116, frame.width + 60), frame.eave, z + 22, 'y');
    return w.build();
  }
  const o = frame.overhang + 24;
  for (const side of ['front', 'rear'] as const) {
    const { y, z } = edgeHeight(frame, side);
    const out = side === 'front' ? 1 : -1;
    w.box(-o, y - 180, z + out * 24, frame.width + o, y + ROOF_DECK, z + out * 48, 'x');
  }
  // The sloped side edges follow the roof planes.
  for (const plane of roofPlanes(frame)) {
    w.transformed(plane.matrix, () => {
      w.box(plane.x0 - 24, -180, plane.z0, plane.x0, ROOF_DECK, plane.z1, 'z');
      w.box(plane.x1, -180, plane.z0, plane.x1 + 24, ROOF_DECK, plane.z1, 'z');
    });
  }
  return w.build();
}

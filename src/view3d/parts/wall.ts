/**
 * Wall modules as real boards. The wall is built in its own frame: x along the wall (centred on the leaf),
 * y up (world height), +z the outside face. Openings of windows and doors cut every board they cross, so a
 * window is a hole in the cladding, not a picture on it.
 */
import { CLADDING_OFFSET, FRAME, GLASS_OFFSET } from '../dimensions';
import { GeometryWriter } from '../geometry-writer';
import type { WallLook } from '../looks';

export interface Opening {
  /** Along the wall (x), mm in the wall frame. */
  x0: number;
  x1: number;
  /** Height, world mm. */
  y0: number;
  y1: number;
}

export interface WallShape {
  look: WallLook;
  /** Span of the cladding along the wall frame's x. */
  x0: number;
  x1: number;
  bottom: number;
  top: number;
  openings: Opening[];
  /** insideAndOutside modules get a lining on the inner face as well. */
  lining: boolean;
}

interface Profile {
  /** Board pitch (visible height) and how each board is drawn at its bottom y. */
  pitch: number;
  draw: (w: GeometryWriter, x0: number, x1: number, y: number, z: number) => void;
  depth: number;
}

const profiles: Record<'planks' | 'rabat' | 'channel' | 'slats', Profile> = {
  // Tongue and groove: a thin groove line under each board.
  planks: {
    pitch: 140, depth: 18,
    draw: (w, x0, x1, y, z) => {
      w.box(x0, y + 5, z, x1, y + 140, z + 18, 'x');
      w.box(x0, y, z, x1, y + 5, z + 11, 'x', ['x-', 'x+']);
    },
  },
  // Zweeds rabat: wedge-shaped boards, thick at the bottom, each lapping over the one below.
  rabat: {
    pitch: 170, depth: 22,
    draw: (w, x0, x1, y, z) => w.extrudeX([[y - 25, z + 2], [y + 170, z], [y + 170, z + 8], [y - 25, z + 24]], x0, x1),
  },
  // Channelsiding: flat boards with a deep rebate that reads as a dark channel.
  channel: {
    pitch: 145, depth: 28,
    draw: (w, x0, x1, y, z) => {
      w.box(x0, y + 12, z, x1, y + 145, z + 28, 'x');
      w.box(x0, y, z, x1, y + 12, z + 12, 'x', ['x-', 'x+']);
    },
  },
  // Garden screen slats: open gaps between the boards.
  slats: {
    pitch: 100, depth: 20,
    draw: (w, x0, x1, y, z) => w.box(x0, y + 30, z - 10, x1, y + 100, z + 10, 'x'),
  },
};

/** The parts of [x0, x1] left after taking out the openings that cross the band [y0, y1]. */
export function cutSpans(x0: number, x1: number, y0: number, y1: number, openings: Opening[]): [number, number][] {
  let spans: [number, number][] = [[x0, x1]];
  for (const o of openings) {
    if (o.y1 <= y0 || o.y0 >= y1) continue;
    const next: [number, number][] = [];
    for (const [a, b] of spans) {
      if (o.x1 <= a || o.x0 >= b) {
        next.push([a, b]);
        continue;
      }
      if (o.x0 > a) next.push([a, o.x0]);
      if (o.x1 < b) next.push([o.x1, b]);
    }
    spans = next;
  }
  return spans.filter(([a, b]) => b - a > 1);
}

function boardRows(writer: GeometryWriter, profile: Profile, shape: WallShape, z: number): { rows: number; pieces: number } {
  let rows = 0;
  let pieces = 0;
  for (let y = shape.bottom; y < shape.top - 20; y += profile.pitch) {
    const band1 = Math.min(y + profile.pitch, shape.top);
    const spans = cutSpans(shape.x0, shape.x1, y, band1, shape.openings);
    // The top row is cut to the wall's height (the beam sits on it).
    const last = y + profile.pitch > shape.top;
    rows++;
    for (const [a, b] of spans) {
      if (last) writer.box(a, y, z, b, shape.top, z + profile.depth, 'x');
      else profile.draw(writer, a, b, y, z);
      pieces++;
    }
  }
  return { rows, pieces };
}

/** Studs and rails behind the cladding, seen from inside; they stop at openings too. */
function frame(writer: GeometryWriter, shape: WallShape): void {
  const z0 = -45;
  const z1 = CLADDING_OFFSET;
  for (const [a, b] of cutSpans(shape.x0 + 60, shape.x1 - 60, shape.bottom, shape.bottom + FRAME, shape.openings)) {
    writer.box(a, shape.bottom, z0, b, shape.bottom + FRAME, z1, 'x');
  }
  writer.box(shape.x0 + 60, shape.top - FRAME, z0, shape.x1 - 60, shape.top, z1, 'x');
  const span = shape.x1 - shape.x0;
  const studs = Math.max(0, Math.floor(span / 1000));
  for (let i = 1; i <= studs; i++) {
    const x = shape.x0 + (span * i) / (studs + 1);
    for (const [a, b] of cutSpans(x - 22, x + 22, shape.bottom, shape.top, shape.openings)) {
      if (b - a < 44) continue;
      writer.box(a, shape.bottom + FRAME, z0, b, shape.top - FRAME, z1, 'y');
    }
  }
}

/** Vertical boards (inner linings and 'Binnenwand'). */
function verticalBoards(writer: GeometryWriter, shape: WallShape, z0: number, z1: number): number {
  let count = 0;
  for (let x = shape.x0; x < shape.x1 - 5; x += 120) {
    const x1 = Math.min(x + 116, shape.x1);
    // Cut vertically: a board crossing an opening keeps the parts above and below it.
    let pieces: [number, number][] = [[shape.bottom, shape.top]];
    for (const o of shape.openings) {
      if (o.x1 <= x || o.x0 >= x1) continue;
      pieces = pieces.flatMap(([a, b]) => [[a, Math.min(b, o.y0)], [Math.max(a, o.y1), b]] as [number, number][]).filter(([a, b]) => b - a > 1);
    }
    for (const [a, b] of pieces) writer.box(x, a, z0, x1, b, z1, 'y');
    count++;
  }
  return count;
}

/** The wood of a wall module (boards, frame, lining). */
export function wallWoodGeometry(shape: WallShape) {
  const writer = new GeometryWriter();
  if (shape.look === 'glass') {
    // A timber frame around the pane, with a transom at door-handle height.
    const z0 = GLASS_OFFSET - 35;
    const z1 = GLASS_OFFSET + 35;
    writer.box(shape.x0, shape.bottom, z0, shape.x1, shape.bottom + FRAME, z1, 'x');
    writer.box(shape.x0, shape.top - FRAME, z0, shape.x1, shape.top, z1, 'x');
    writer.box(shape.x0, shape.bottom + FRAME, z0, shape.x0 + FRAME, shape.top - FRAME, z1, 'y');
    writer.box(shape.x1 - FRAME, shape.bottom + FRAME, z0, shape.x1, shape.top - FRAME, z1, 'y');
    writer.info.boards = 0;
  } else if (shape.look === 'inside') {
    writer.info.boards = verticalBoards(writer, shape, -9, 9);
  } else {
    const profile = profiles[shape.look];
    const z = shape.look === 'slats' ? 0 : CLADDING_OFFSET;
    const { rows, pieces } = boardRows(writer, profile, shape, z);
    writer.info.boards = rows;
    writer.info.pieces = pieces;
    if (shape.look === 'slats') {
      writer.box(shape.x0, shape.bottom, -35, shape.x0 + 70, shape.top, 35, 'y');
      writer.box(shape.x1 - 70, shape.bottom, -35, shape.x1, shape.top, 35, 'y');
    } else {
      frame(writer, shape);
    }
    if (shape.lining) writer.info.liningBoards = verticalBoards(writer, shape, -CLADDING_OFFSET - 14, -CLADDING_OFFSET);
  }
  writer.info.openings = shape.openings.length;
  return writer.build();
}

/** The glass of a glass wall module (none for other looks). */
export function wallGlassGeometry(shape: WallShape) {
  const writer = new GeometryWriter();
  for (const [a, b] of cutSpans(shape.x0 + FRAME, shape.x1 - FRAME, shape.bottom + FRAME, shape.top - FRAME, shape.openings)) {
    writer.box(a, shape.bottom + FRAME, GLASS_OFFSET - 4, b, shape.top - FRAME, GLASS_OFFSET + 4, 'x');
  }
  return writer.build();
}

/** A stable key of a wall shape (walls with equal keys share one geometry and one draw call). */
export function wallShapeKey(shape: WallShape): string {
  const r = (n: number) => Math.round(n);
  const openings = shape.openings.map((o) => `${r(o.x0)},${r(o.x1)},${r(o.y0)},${r(o.y1)}`).join(';');
  return `${shape.look}:${r(shape.x0)},${r(shape.x1)}:${r(shape.bottom)}-${r(shape.top)}:${shape.lining ? 'L' : ''}:${openings}`;
}

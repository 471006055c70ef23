/**
 * Gables: the triangle between the beam and the roof at an end wall, clad with boards cut along the roof
 * line (or glazed). Built straight in world coordinates, since each gable space exists once per house.
 */
import { Matrix4, Vector3 } from 'three';
import type { GableSpace } from '../../domain/catalog';
import { CLADDING_OFFSET, FRAME } from '../dimensions';
import { outwardNormal, roofUnderside, wallAxis, wallMatrix, type HouseFrame } from '../frame';
import { GeometryWriter } from '../geometry-writer';

export type GableLook = 'planks' | 'rabat' | 'glass';
type Point = [number, number];

/** Keep the part of a convex polygon on the side of the line a->b where `inside` is true (Sutherland-Hodgman). */
function clip(poly: Point[], a: Point, b: Point): Point[] {
  const side = (p: Point) => (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  const out: Point[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const sp = side(p);
    const sq = side(q);
    if (sp <= 0) out.push(p);
    if ((sp < 0 && sq > 0) || (sp > 0 && sq < 0)) {
      const t = sp / (sp - sq);
      out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
    }
  }
  return out;
}

/** Extrude a convex (x, y) polygon along z (counter-clockwise seen from +z). */
function extrudeXY(w: GeometryWriter, poly: Point[], z0: number, z1: number): void {
  if (poly.length < 3) return;
  const toWriter = new Matrix4().makeBasis(new Vector3(0, 0, 1), new Vector3(1, 0, 0), new Vector3(0, 1, 0));
  w.transformed(toWriter, () => w.extrudeX(poly, z0, z1));
}

export interface GableBuild {
  wood: ReturnType<GeometryWriter['build']>;
  glass: ReturnType<GeometryWriter['build']>;
}

/** The roof line over the gable space, as points (along, height) in the gable's wall frame. */
function roofLine(frame: HouseFrame, space: GableSpace, axis: { x: number; y: number }, cx: number, cy: number): Point[] {
  const along = (px: number, py: number) => (px - cx) * axis.x + (py - cy) * axis.y;
  const ends: [number, number][] = space.direction === 'vertical'
    ? [[space.x, space.y], [space.x, space.y + space.length]]
    : [[space.x, space.y], [space.x + space.length, space.y]];
  const points: Point[] = ends.map(([px, py]) => [along(px, py), roofUnderside(frame, py)]);
  if (frame.roofType === 'gable' && space.direction === 'vertical') {
    const mid = space.y + space.length / 2;
    points.splice(1, 0, [along(space.x, mid), roofUnderside(frame, mid)]);
  }
  return points.sort((p, q) => p[0] - q[0]);
}

export function gableGeometry(frame: HouseFrame, space: GableSpace, look: GableLook, layer: 'wood' | 'glass') {
  const w = new GeometryWriter();
  const cx = space.direction === 'vertical' ? space.x : space.x + space.length / 2;
  const cy = space.direction === 'vertical' ? space.y + space.length / 2 : space.y;
  const outward = outwardNormal(frame, space.direction, space.x, space.y);
  const axis = wallAxis(outward);
  const line = roofLine(frame, space, axis, cx, cy);
  const half = space.length / 2 + CLADDING_OFFSET;
  const underRoof = (poly: Point[]) => {
    let out = poly;
    // The region under the roof lies to the right of each roof segment walked left to right.
    for (let i = 0; i < line.length - 1; i++) out = clip(out, line[i], line[i + 1]);
    return out;
  };
  const top = Math.max(...line.map((p) => p[1]));
  let rows = 0;
  w.transformed(wallMatrix(cx, cy, outward), () => {
    if (look === 'glass') {
      if (layer === 'glass') extrudeXY(w, underRoof([[-half + FRAME, frame.eave], [half - FRAME, frame.eave], [half - FRAME, top], [-half + FRAME, top]]), CLADDING_OFFSET - 4, CLADDING_OFFSET + 4);
      else {
        extrudeXY(w, [[-half, frame.eave], [half, frame.eave], [half, frame.eave + FRAME], [-half, frame.eave + FRAME]], CLADDING_OFFSET - 30, CLADDING_OFFSET + 30);
        for (const x of [-space.length / 4, 0, space.length / 4]) {
          extrudeXY(w, underRoof([[x - 30, frame.eave], [x + 30, frame.eave], [x + 30, top], [x - 30, top]]), CLADDING_OFFSET - 30, CLADDING_OFFSET + 30);
        }
      }
      return;
    }
    if (layer === 'glass') return;
    const pitch = look === 'rabat' ? 170 : 140;
    for (let y = frame.eave; y < top; y += pitch) {
      const board = underRoof([[-half, y], [half, y], [half, y + pitch - 5], [-half, y + pitch - 5]]);
      if (board.length < 3) continue;
      extrudeXY(w, board, CLADDING_OFFSET, CLADDING_OFFSET + (look === 'rabat' ? 22 : 18));
      rows++;
    }
  });
  w.info.boards = rows;
  return w.build();
}

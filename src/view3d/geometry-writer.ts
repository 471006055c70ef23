/**
 * Writes many small solids (boxes, extruded profiles, cylinders) straight into one BufferGeometry. Every
 * model part of the view is built this way: a wall of 16 boards is one geometry with one draw call, and
 * building it costs a few typed-array writes instead of 16 BoxGeometry objects merged afterwards.
 *
 * UVs are world millimetres divided by `UV_MM` (one texture tile per metre), with the texture's u axis laid
 * along the part's grain axis, so wood grain follows each board.
 */
import { BufferAttribute, BufferGeometry, Matrix3, Matrix4, Vector3 } from 'three';

export const UV_MM = 1000;
export type Axis = 'x' | 'y' | 'z';

const AXES: Axis[] = ['x', 'y', 'z'];
const v = new Vector3();
const n = new Vector3();

export class GeometryWriter {
  private positions: number[] = [];
  private normals: number[] = [];
  private uvs: number[] = [];
  private indices: number[] = [];
  private matrix: Matrix4 | null = null;
  private normalMatrix = new Matrix3();
  /** Free-form facts about what was written (board counts, openings), copied into geometry.userData. */
  readonly info: Record<string, unknown> = {};

  get vertexCount(): number {
    return this.positions.length / 3;
  }

  /** Write everything `draw` adds through `matrix` (local part frame -> model frame). */
  transformed(matrix: Matrix4, draw: () => void): void {
    const previous = this.matrix;
    const combined = previous ? previous.clone().multiply(matrix) : matrix;
    this.matrix = combined;
    this.normalMatrix.getNormalMatrix(combined);
    try {
      draw();
    } finally {
      this.matrix = previous;
      if (previous) this.normalMatrix.getNormalMatrix(previous);
    }
  }

  private vertex(x: number, y: number, z: number, nx: number, ny: number, nz: number, u: number, w: number): number {
    v.set(x, y, z);
    n.set(nx, ny, nz);
    if (this.matrix) {
      v.applyMatrix4(this.matrix);
      n.applyMatrix3(this.normalMatrix).normalize();
    }
    this.positions.push(v.x, v.y, v.z);
    this.normals.push(n.x, n.y, n.z);
    this.uvs.push(u, w);
    return this.positions.length / 3 - 1;
  }

  /** A quad from four corners in counter-clockwise order seen from the front (the normal side). */
  quad(corners: [number, number, number][], normal: [number, number, number], uv: [number, number][]): void {
    const base = corners.map((c, i) => this.vertex(c[0], c[1], c[2], normal[0], normal[1], normal[2], uv[i][0], uv[i][1]));
    this.indices.push(base[0], base[1], base[2], base[0], base[2], base[3]);
  }

  /** A triangle, counter-clockwise seen from the normal side. */
  triangle(corners: [number, number, number][], normal: [number, number, number], uv: [number, number][]): void {
    const base = corners.map((c, i) => this.vertex(c[0], c[1], c[2], normal[0], normal[1], normal[2], uv[i][0], uv[i][1]));
    this.indices.push(base[0], base[1], base[2]);
  }

  /**
   * An axis-aligned box between two corners. `grain` is the axis the texture's u runs along; faces that do
   * not contain it take their first in-plane axis. `skip` leaves out faces nobody sees (e.g. 'y-').
   */
  box(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, grain: Axis = 'x', skip: string[] = []): void {
    const lo = { x: Math.min(x0, x1), y: Math.min(y0, y1), z: Math.min(z0, z1) };
    const hi = { x: Math.max(x0, x1), y: Math.max(y0, y1), z: Math.max(z0, z1) };
    if (hi.x - lo.x <= 0 || hi.y - lo.y <= 0 || hi.z - lo.z <= 0) return;
    for (const axis of AXES) {
      for (const sign of [1, -1] as const) {
        if (skip.includes(`${axis}${sign > 0 ? '+' : '-'}`)) continue;
        this.boxFace(lo, hi, axis, sign, grain);
      }
    }
  }

  private boxFace(lo: Record<Axis, number>, hi: Record<Axis, number>, axis: Axis, sign: 1 | -1, grain: Axis): void {
    // In-plane axes (a, b) with a x b = +axis, so corners go counter-clockwise seen from +axis.
    const [a, b]: [Axis, Axis] = axis === 'x' ? ['y', 'z'] : axis === 'y' ? ['z', 'x'] : ['x', 'y'];
    const fixed = sign > 0 ? hi[axis] : lo[axis];
    const point = (pa: number, pb: number): [number, number, number] => {
      const p: Record<Axis, number> = { x: 0, y: 0, z: 0 };
      p[axis] = fixed;
      p[a] = pa;
      p[b] = pb;
      return [p.x, p.y, p.z];
    };
    let corners = [point(lo[a], lo[b]), point(hi[a], lo[b]), point(hi[a], hi[b]), point(lo[a], hi[b])];
    if (sign < 0) corners = [corners[0], corners[3], corners[2], corners[1]];
    const uAxis: Axis = grain === a || grain === b ? grain : a;
    const vAxis: Axis = uAxis === a ? b : a;
    const index: Record<Axis, number> = { x: 0, y: 1, z: 2 };
    const uv = corners.map((c) => [c[index[uAxis]] / UV_MM, c[index[vAxis]] / UV_MM] as [number, number]);
    const normal: [number, number, number] = [0, 0, 0];
    normal[index[axis]] = sign;
    this.quad(corners, normal, uv);
  }

  /**
   * A convex profile in the (y, z) plane extruded along x from x0 to x1 (boards with a shaped section,
   * like Zweeds rabat). The profile is counter-clockwise seen from +x.
   */
  extrudeX(profile: [number, number][], x0: number, x1: number): void {
    for (let i = 0; i < profile.length; i++) {
      const [ya, za] = profile[i];
      const [yb, zb] = profile[(i + 1) % profile.length];
      // Outward normal of a counter-clockwise edge in the (y, z) plane.
      const len = Math.hypot(yb - ya, zb - za) || 1;
      const ny = (zb - za) / len;
      const nz = -(yb - ya) / len;
      const run = len / UV_MM;
      this.quad([[x0, ya, za], [x0, yb, zb], [x1, yb, zb], [x1, ya, za]], [0, ny, nz],
        [[x0 / UV_MM, 0], [x0 / UV_MM, run], [x1 / UV_MM, run], [x1 / UV_MM, 0]]);
    }
    for (const [x, sign] of [[x0, -1], [x1, 1]] as const) {
      for (let i = 1; i < profile.length - 1; i++) {
        const tri = [profile[0], profile[i], profile[i + 1]];
        const ordered = sign > 0 ? tri : [tri[0], tri[2], tri[1]];
        this.triangle(ordered.map(([y, z]) => [x, y, z] as [number, number, number]), [sign, 0, 0],
          ordered.map(([y, z]) => [z / UV_MM, y / UV_MM] as [number, number]));
      }
    }
  }

  /** An upright cylinder (or cone when the radii differ) around (cx, cz) from y0 to y1. */
  cylinder(cx: number, cz: number, y0: number, y1: number, r0: number, r1 = r0, segments = 12, caps = true): void {
    const slope = (r0 - r1) / Math.max(1, y1 - y0);
    for (let i = 0; i < segments; i++) {
      const a0 = (i / segments) * Math.PI * 2;
      const a1 = ((i + 1) / segments) * Math.PI * 2;
      const p = (a: number, r: number, y: number): [number, number, number] => [cx + Math.cos(a) * r, y, cz - Math.sin(a) * r];
      const am = (a0 + a1) / 2;
      const nl = Math.hypot(1, slope);
      const normal: [number, number, number] = [Math.cos(am) / nl, slope / nl, -Math.sin(am) / nl];
      this.quad([p(a0, r0, y0), p(a1, r0, y0), p(a1, r1, y1), p(a0, r1, y1)], normal,
        [[a0 * r0 / UV_MM, y0 / UV_MM], [a1 * r0 / UV_MM, y0 / UV_MM], [a1 * r1 / UV_MM, y1 / UV_MM], [a0 * r1 / UV_MM, y1 / UV_MM]]);
      if (caps) {
        if (r1 > 0) this.triangle([[cx, y1, cz], p(a0, r1, y1), p(a1, r1, y1)], [0, 1, 0], [[0, 0], [0.1, 0], [0, 0.1]]);
        if (r0 > 0) this.triangle([[cx, y0, cz], p(a1, r0, y0), p(a0, r0, y0)], [0, -1, 0], [[0, 0], [0.1, 0], [0, 0.1]]);
      }
    }
  }

  /** A low-poly sphere (or its upper half) around a centre. */
  sphere(cx: number, cy: number, cz: number, r: number, segments = 12, rings = 6, upperHalfOnly = false): void {
    const ringFrom = upperHalfOnly ? Math.floor(rings / 2) : 0;
    for (let j = ringFrom; j < rings; j++) {
      const t0 = Math.PI * (1 - j / rings) - Math.PI / 2;
      const t1 = Math.PI * (1 - (j + 1) / rings) - Math.PI / 2;
      for (let i = 0; i < segments; i++) {
        const a0 = (i / segments) * Math.PI * 2;
        const a1 = ((i + 1) / segments) * Math.PI * 2;
        const dir = (t: number, a: number): [number, number, number] => [Math.cos(t) * Math.cos(a), Math.sin(t), -Math.cos(t) * Math.sin(a)];
        const corners = [dir(-t0, a0), dir(-t0, a1), dir(-t1, a1), dir(-t1, a0)];
        const mid = dir(-(t0 + t1) / 2, (a0 + a1) / 2);
        this.quad(corners.map(([x, y, z]) => [cx + x * r, cy + y * r, cz + z * r] as [number, number, number]), mid,
          corners.map(([x, y]) => [(x + 1) / 2, (y + 1) / 2] as [number, number]));
      }
    }
  }

  /** The finished geometry; `userData` carries `info` plus the triangle count. */
  build(): BufferGeometry {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(this.positions), 3));
    geometry.setAttribute('normal', new BufferAttribute(new Float32Array(this.normals), 3));
    geometry.setAttribute('uv', new BufferAttribute(new Float32Array(this.uvs), 2));
    const count = this.positions.length / 3;
    geometry.setIndex(new BufferAttribute(count > 65535 ? new Uint32Array(this.indices) : new Uint16Array(this.indices), 1));
    geometry.computeBoundingBox();
    geometry.computeBoundingSphere();
    geometry.userData = { ...this.info, triangles: this.indices.length / 3 };
    return geometry;
  }
}

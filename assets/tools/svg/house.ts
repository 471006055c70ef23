/**
 * House drawings: an oblique view (front face, right side, roof by roof type) for tiles and products, and a
 * plan of the generated layout for the product info. Sizes are to scale within each drawing.
 */
import type { HouseLayout, RoofType } from '../../../src/domain/catalog';
import { GLASS, ROOF_DARK, WOOD, WOOD_DARK, card, line, poly, rect, svgDoc, text } from './base';

export type HouseKind = 'tuinhuis' | 'overkapping' | 'combi';

export interface HouseDrawing {
  title: string;
  caption: string;
  kind: HouseKind;
  width: number;
  length: number;
  height: number;
  roofType: RoofType;
  roofPitch: number;
  /** Width of the closed part of a 'tuinhuis met overkapping'. */
  closedWidth?: number;
  /** x of the front posts (pillars on the front line). */
  postXs: number[];
}

const POST = 120;

export function houseSvg(d: HouseDrawing): string {
  const { width: W, length: L, height: H } = d;
  const slope = Math.tan((d.roofPitch * Math.PI) / 180);
  const rise = d.roofType === 'gable' ? (L / 2) * slope : d.roofType === 'leanTo' ? L * slope : 150;
  const s = Math.min(340 / (W + L * 0.5), 200 / (H + rise + L * 0.35));
  const ox = 30 + (340 - s * (W + L * 0.5)) / 2;
  const oy = 245;
  const p = (x: number, dd: number, z: number): [number, number] => [ox + s * (x + dd * 0.5), oy - s * (z + dd * 0.35)];
  const closedEnd = d.kind === 'tuinhuis' ? W : d.kind === 'combi' ? (d.closedWidth ?? W / 2) : 0;
  const out: string[] = [];
  const wall = `fill="${WOOD}" stroke="${WOOD_DARK}" stroke-width="1"`;
  const side = `fill="${WOOD_DARK}" stroke="#5e4526" stroke-width="1"`;
  const post = (x: number, dd: number, top: number) =>
    poly([p(x, dd, 0), p(x + POST, dd, 0), p(x + POST, dd, top), p(x, dd, top)], `fill="${WOOD_DARK}"`);

  out.push(poly([p(-300, -300, 0), p(W + 300, -300, 0), p(W + 300, L + 300, 0), p(-300, L + 300, 0)], 'fill="#dfe7d3"'));
  const backTop = d.roofType === 'leanTo' ? H + rise : H;
  if (closedEnd < W) for (const x of d.postXs.filter((x) => x >= closedEnd)) out.push(post(Math.min(x, W - POST), L, backTop));
  // Right side: a closed wall for a tuinhuis, posts for a canopy.
  const rightTop = (dd: number) => (d.roofType === 'leanTo' ? H + (dd / L) * rise : H);
  if (closedEnd >= W) out.push(poly([p(W, 0, 0), p(W, L, 0), p(W, L, rightTop(L)), p(W, 0, H)], side));
  if (d.kind === 'combi') out.push(poly([p(closedEnd, 0, 0), p(closedEnd, L, 0), p(closedEnd, L, rightTop(L)), p(closedEnd, 0, H)], side));
  // Front face: closed part with planks and a door, open part with posts.
  if (closedEnd > 0) {
    out.push(poly([p(0, 0, 0), p(closedEnd, 0, 0), p(closedEnd, 0, H), p(0, 0, H)], wall));
    for (let z = 250; z < H; z += 250) out.push(line(...p(0, 0, z), ...p(closedEnd, 0, z), `stroke="${WOOD_DARK}" stroke-width="0.6"`));
    if (closedEnd >= 1500) {
      const dx = closedEnd / 2 - 450;
      out.push(poly([p(dx, 0, 0), p(dx + 900, 0, 0), p(dx + 900, 0, 2000), p(dx, 0, 2000)], `fill="${WOOD_DARK}" stroke="#4a3720"`));
      out.push(poly([p(dx + 150, 0, 1100), p(dx + 750, 0, 1100), p(dx + 750, 0, 1800), p(dx + 150, 0, 1800)], `fill="${GLASS}"`));
    }
  }
  if (closedEnd < W) {
    for (const x of d.postXs.filter((x) => x >= closedEnd)) out.push(post(Math.min(x, W - POST), 0, H));
    out.push(post(W - POST, L, rightTop(L)));
  }
  // Roof.
  const roof = `fill="${ROOF_DARK}" stroke="#22262a" stroke-width="1"`;
  if (d.roofType === 'flat') {
    out.push(poly([p(0, 0, H + 150), p(W, 0, H + 150), p(W, L, H + 150), p(0, L, H + 150)], 'fill="#5a6068"'));
    out.push(poly([p(0, 0, H), p(W, 0, H), p(W, 0, H + 150), p(0, 0, H + 150)], roof));
    out.push(poly([p(W, 0, H), p(W, L, H), p(W, L, H + 150), p(W, 0, H + 150)], roof));
  } else if (d.roofType === 'gable') {
    out.push(poly([p(W, 0, H), p(W, L, H), p(W, L / 2, H + rise)], closedEnd >= W ? side : `fill="${WOOD}" stroke="${WOOD_DARK}"`));
    out.push(poly([p(0, 0, H), p(W, 0, H), p(W, L / 2, H + rise), p(0, L / 2, H + rise)], roof));
    for (let x = W / 6; x < W; x += W / 6) out.push(line(...p(x, 0, H), ...p(x, L / 2, H + rise), 'stroke="#555b62" stroke-width="0.6"'));
  } else {
    out.push(poly([p(0, 0, H), p(W, 0, H), p(W, L, H + rise), p(0, L, H + rise)], roof));
    for (let x = W / 6; x < W; x += W / 6) out.push(line(...p(x, 0, H), ...p(x, L, H + rise), 'stroke="#555b62" stroke-width="0.6"'));
  }
  return card(400, 300, d.title, out.join(''), d.caption);
}

/** The plan of a layout: spaces (walls lines), pillars, optional middle posts (open squares), gable spaces. */
export function planSvg(title: string, width: number, length: number, layout: HouseLayout): string {
  const s = Math.min(320 / width, 210 / length);
  const ox = (400 - width * s) / 2;
  const oy = 40;
  const P = (x: number, y: number): [number, number] => [ox + x * s, oy + y * s];
  const out: string[] = [rect(0, 0, 400, 300, 'fill="#ffffff"')];
  out.push(rect(ox, oy, width * s, length * s, 'fill="#f4efe4"'));
  for (const g of layout.gableSpaces) {
    const dx = g.x === 0 ? -8 : 8;
    out.push(line(P(g.x, g.y)[0] + dx, P(g.x, g.y)[1], P(g.x, g.y)[0] + dx, P(g.x, g.y + g.length)[1], 'stroke="#b07a2a" stroke-width="2" stroke-dasharray="5 4"'));
  }
  for (const sp of layout.spaces) {
    const [x1, y1] = P(sp.x, sp.y);
    const [x2, y2] = sp.direction === 'horizontal' ? P(sp.x + sp.length, sp.y) : P(sp.x, sp.y + sp.length);
    out.push(line(x1, y1, x2, y2, `stroke="${sp.position === 'center-vertical' ? '#a34a2a' : '#6b5a3a'}" stroke-width="4"`));
  }
  for (const j of layout.joists) out.push(line(...P(j.x, j.y), ...P(j.x, j.y + j.length), 'stroke="#9aa3ab" stroke-width="1" stroke-dasharray="2 3"'));
  for (const pl of layout.pillars) {
    const [x, y] = P(pl.x, pl.y);
    out.push(rect(x - 5, y - 5, 10, 10, pl.emptyByDefault ? 'fill="#ffffff" stroke="#333" stroke-width="1.5"' : 'fill="#333"'));
  }
  out.push(text(200, 24, `${width / 10} cm`, 14, 'fill="#333"'));
  out.push(text(ox - 14, oy + (length * s) / 2, `${length / 10} cm`, 14, `fill="#333" transform="rotate(-90 ${ox - 14} ${oy + (length * s) / 2})"`));
  out.push(text(200, 290, title, 14, 'fill="#333" font-weight="bold"'));
  return svgDoc(400, 300, title, out.join(''));
}

/** Tile for a depth step: a plan outline at that depth with its dimension. */
export function depthSvg(title: string, depthCm: number, widthsCm: number[]): string {
  const maxW = Math.max(...widthsCm);
  const s = Math.min(300 / (maxW * 10), 170 / 3500);
  const out: string[] = [];
  widthsCm.forEach((w, i) => {
    const x = 50;
    const y = 40 + (3500 - depthCm * 10) * s * 0.5;
    out.push(rect(x, y, w * 10 * s, depthCm * 10 * s, `fill="${i === widthsCm.length - 1 ? '#f4efe4' : 'none'}" stroke="${i === widthsCm.length - 1 ? WOOD_DARK : '#c9b48f'}" stroke-width="${i === widthsCm.length - 1 ? 3 : 1.5}" stroke-dasharray="${i === widthsCm.length - 1 ? '' : '5 4'}"`));
  });
  const y0 = 40 + (3500 - depthCm * 10) * s * 0.5;
  out.push(line(32, y0, 32, y0 + depthCm * 10 * s, 'stroke="#333" stroke-width="2"'));
  out.push(text(22, y0 + (depthCm * 10 * s) / 2, `${depthCm}`, 14, `fill="#333" transform="rotate(-90 22 ${y0 + (depthCm * 10 * s) / 2})"`));
  return card(400, 300, title, out.join(''), title);
}

/** Product drawings by kind: wall patterns, windows, doors, gables, roof coverings, and a labelled icon. */
import { GLASS, GREEN, WOOD, WOOD_DARK, card, line, poly, rect, text } from './base';

const W = 240;
const H = 200;

export type WallPattern = 'planks' | 'zweeds' | 'channel' | 'glass' | 'slats' | 'inside';

/** A wall (or fence) panel: its board pattern, optionally only the left half, a dashed outline for 'op maat'. */
export function wallSvg(title: string, pattern: WallPattern, opts: { half?: boolean; measure?: boolean; double?: boolean; low?: boolean } = {}): string {
  const x0 = 30;
  const pw = opts.half ? 90 : 180;
  const top = opts.low ? 60 : 20;
  const h = 160 - top;
  const out: string[] = [];
  if (opts.half) out.push(rect(x0 + 90, top, 90, h, 'fill="none" stroke="#999" stroke-dasharray="4 4"'));
  if (pattern === 'glass') {
    out.push(rect(x0, top, pw, h, `fill="${GLASS}" stroke="${WOOD_DARK}" stroke-width="4"`));
    for (let x = x0 + 45; x < x0 + pw; x += 45) out.push(line(x, top, x, top + h, `stroke="${WOOD_DARK}" stroke-width="3"`));
    out.push(line(x0 + 10, top + 20, x0 + 30, top + 5, 'stroke="#fff" stroke-width="3"'));
  } else {
    out.push(rect(x0, top, pw, h, `fill="${pattern === 'inside' ? '#e3cfa6' : WOOD}" stroke="${WOOD_DARK}" stroke-width="2"`));
    const step = pattern === 'channel' ? 18 : pattern === 'slats' ? 10 : 14;
    for (let y = top + step; y < top + h; y += step) {
      out.push(line(x0, y, x0 + pw, y, `stroke="${WOOD_DARK}" stroke-width="${pattern === 'zweeds' ? 3 : pattern === 'slats' ? 4 : 1.2}"`));
      if (pattern === 'channel') out.push(line(x0, y - 4, x0 + pw, y - 4, 'stroke="#e2c998" stroke-width="2"'));
    }
  }
  if (opts.double) out.push(rect(x0 + 8, top + 8, pw - 16, h - 16, 'fill="none" stroke="#fff" stroke-width="2"'));
  if (opts.measure) {
    out.push(rect(x0 - 6, top - 6, pw + 12, h + 12, 'fill="none" stroke="#c0392b" stroke-width="2" stroke-dasharray="6 4"'));
    out.push(text(x0 + pw / 2, top + h / 2 + 6, 'op maat', 18, 'fill="#c0392b" font-weight="bold"'));
  }
  return card(W, H, title, out.join(''), title);
}

/** A window: frame with panes, to scale within the tile (width x height in mm). */
export function windowSvg(title: string, widthMm: number, heightMm: number, opts: { cols?: number; rows?: number; round?: boolean; tilt?: boolean } = {}): string {
  const s = Math.min(170 / widthMm, 140 / heightMm);
  const w = widthMm * s;
  const h = heightMm * s;
  const x = (W - w) / 2;
  const y = 15 + (140 - h) / 2;
  const out: string[] = [];
  if (opts.round) {
    out.push(`<circle cx="${W / 2}" cy="${y + h / 2}" r="${w / 2}" fill="${GLASS}" stroke="${WOOD_DARK}" stroke-width="6"/>`);
    out.push(line(W / 2 - w / 2, y + h / 2, W / 2 + w / 2, y + h / 2, `stroke="${WOOD_DARK}" stroke-width="3"`));
  } else {
    out.push(rect(x, y, w, h, `fill="${GLASS}" stroke="${WOOD_DARK}" stroke-width="6"`));
    const cols = opts.cols ?? 1;
    const rows = opts.rows ?? 1;
    for (let c = 1; c < cols; c++) out.push(line(x + (w * c) / cols, y, x + (w * c) / cols, y + h, `stroke="${WOOD_DARK}" stroke-width="4"`));
    for (let r = 1; r < rows; r++) out.push(line(x, y + (h * r) / rows, x + w, y + (h * r) / rows, `stroke="${WOOD_DARK}" stroke-width="4"`));
    if (opts.tilt) out.push(poly([[x + 6, y + h - 6], [x + w / 2, y + 6], [x + w - 6, y + h - 6]], 'fill="none" stroke="#7a8a95" stroke-dasharray="4 3"'));
  }
  return card(W, H, title, out.join(''), `${Math.round(widthMm / 10)} x ${Math.round(heightMm / 10)} cm`);
}

/** A door: leaves with panels or glass, to scale. */
export function doorSvg(title: string, widthMm: number, heightMm: number, opts: { leaves?: number; glass?: boolean; sliding?: boolean; stable?: boolean } = {}): string {
  const s = Math.min(180 / widthMm, 150 / heightMm);
  const w = widthMm * s;
  const h = heightMm * s;
  const x = (W - w) / 2;
  const y = 12 + (150 - h) / 2;
  const leaves = opts.leaves ?? 1;
  const out: string[] = [rect(x - 4, y - 4, w + 8, h + 4, `fill="${WOOD_DARK}"`)];
  for (let i = 0; i < leaves; i++) {
    const lx = x + (w * i) / leaves;
    const lw = w / leaves;
    out.push(rect(lx + 2, y, lw - 4, h, `fill="${WOOD}" stroke="${WOOD_DARK}" stroke-width="2"`));
    if (opts.glass || opts.sliding) out.push(rect(lx + 8, y + 8, lw - 16, h - 24, `fill="${GLASS}" stroke="${WOOD_DARK}"`));
    else {
      out.push(rect(lx + 8, y + 8, lw - 16, h * 0.4, `fill="none" stroke="${WOOD_DARK}"`));
      out.push(rect(lx + 8, y + h * 0.5, lw - 16, h * 0.45, `fill="none" stroke="${WOOD_DARK}"`));
    }
    if (opts.stable) out.push(line(lx, y + h * 0.47, lx + lw, y + h * 0.47, 'stroke="#4a3720" stroke-width="3"'));
    const handle = leaves === 1 ? lx + lw - 10 : i === 0 ? lx + lw - 8 : lx + 8;
    out.push(`<circle cx="${handle}" cy="${y + h * 0.52}" r="3" fill="#333"/>`);
  }
  if (opts.sliding) out.push(line(x + 10, y + h / 2, x + w / 2 - 10, y + h / 2, 'stroke="#333" stroke-width="2" marker-end="none"'));
  return card(W, H, title, out.join(''), `${Math.round(widthMm / 10)} x ${Math.round(heightMm / 10)} cm`);
}

/** A gable triangle (symmetric for a zadeldak, right-angled for a lessenaarsdak; `mirrored` for the other end). */
export function gableSvg(title: string, kind: 'gable' | 'leanTo', pattern: WallPattern, mirrored = false): string {
  const pts: Array<[number, number]> = kind === 'gable' ? [[30, 150], [210, 150], [120, 40]] : mirrored ? [[30, 150], [210, 150], [30, 50]] : [[30, 150], [210, 150], [210, 50]];
  const fill = pattern === 'glass' ? GLASS : WOOD;
  const out = [poly(pts, `fill="${fill}" stroke="${WOOD_DARK}" stroke-width="3"`)];
  const step = pattern === 'zweeds' ? 16 : 12;
  if (pattern !== 'glass') for (let y = 150 - step; y > 45; y -= step) out.push(line(30, y, 210, y, `stroke="${WOOD_DARK}" stroke-width="${pattern === 'zweeds' ? 2.5 : 1}" clip-path="url(#g)"`));
  else out.push(line(120, 150, 120, 45, `stroke="${WOOD_DARK}" stroke-width="3" clip-path="url(#g)"`));
  const clip = `<defs><clipPath id="g">${poly(pts, '')}</clipPath></defs>`;
  return card(W, H, title, clip + out.join(''), title);
}

export type RoofPattern = 'epdm' | 'shingles' | 'tiles' | 'polycarbonate' | 'sedum';

/** A roof covering swatch. */
export function roofSvg(title: string, pattern: RoofPattern): string {
  const out: string[] = [];
  const base = { epdm: '#2b2e31', shingles: '#4a4f55', tiles: '#9c4a2f', polycarbonate: '#d8ecf5', sedum: GREEN }[pattern];
  out.push(rect(20, 20, 200, 130, `fill="${base}" rx="4"`));
  if (pattern === 'tiles' || pattern === 'shingles') {
    for (let y = 40; y < 150; y += 22) for (let x = 20 + ((y / 22) % 2) * 14; x < 220; x += 28) {
      out.push(`<path d="M${x} ${y} q14 12 28 0" fill="none" stroke="${pattern === 'tiles' ? '#6e2f1b' : '#2c3035'}" stroke-width="2"/>`);
    }
  } else if (pattern === 'polycarbonate') {
    for (let x = 30; x < 220; x += 16) out.push(line(x, 20, x, 150, 'stroke="#9cc3d6" stroke-width="3"'));
  } else if (pattern === 'sedum') {
    for (let i = 0; i < 60; i++) out.push(`<circle cx="${28 + ((i * 37) % 185)}" cy="${28 + ((i * 53) % 115)}" r="${3 + (i % 3)}" fill="${i % 4 === 0 ? '#c9a227' : '#7fa650'}"/>`);
  } else {
    out.push(line(20, 85, 220, 85, 'stroke="#3c4045" stroke-width="2"'));
  }
  // Patterns are drawn in rows that run past the swatch edge; the clip keeps them inside it.
  const clip = '<defs><clipPath id="r"><rect x="20" y="20" width="200" height="130" rx="4"/></clipPath></defs>';
  return card(W, H, title, `${clip}<g clip-path="url(#r)">${out.join('')}</g>`, title);
}

/** A generic product icon: a coloured shape with a short label, for kinds without a specific drawing. */
export function iconSvg(title: string, shape: 'box' | 'beam' | 'post' | 'block' | 'pile' | 'profile' | 'brush' | 'tools' | 'lamp' | 'spot' | 'package' | 'drawing', color = WOOD, label?: string): string {
  const out: string[] = [];
  switch (shape) {
    case 'beam': out.push(poly([[30, 90], [190, 60], [210, 72], [50, 102]], `fill="${color}" stroke="${WOOD_DARK}"`), poly([[30, 90], [50, 102], [50, 122], [30, 110]], `fill="${WOOD_DARK}"`), poly([[50, 102], [210, 72], [210, 92], [50, 122]], `fill="${color}" stroke="${WOOD_DARK}"`)); break;
    case 'post': out.push(rect(100, 20, 40, 130, `fill="${color}" stroke="${WOOD_DARK}" stroke-width="2"`), rect(140, 28, 12, 122, `fill="${WOOD_DARK}"`)); break;
    case 'block': out.push(rect(60, 70, 120, 70, `fill="${color}" stroke="#777"`), poly([[60, 70], [90, 45], [210, 45], [180, 70]], 'fill="#cfcfcf" stroke="#777"'), poly([[180, 70], [210, 45], [210, 115], [180, 140]], 'fill="#a9a9a9" stroke="#777"')); break;
    case 'pile': out.push(rect(110, 20, 20, 40, `fill="${color}"`), line(120, 60, 120, 150, 'stroke="#555" stroke-width="8"'), `<path d="M104 80 l32 8 M104 100 l32 8 M104 120 l32 8" stroke="#555" stroke-width="4"/>`); break;
    case 'profile': out.push(poly([[30, 60], [210, 60], [210, 75], [45, 75], [45, 120], [30, 120]], `fill="${color}" stroke="#555"`)); break;
    case 'brush': out.push(rect(40, 100, 110, 30, `fill="${color}" stroke="#333" rx="6"`), rect(150, 108, 60, 14, `fill="${WOOD_DARK}" rx="6"`), rect(40, 126, 110, 24, 'fill="#d9c6a5"')); break;
    case 'tools': out.push(`<path d="M60 140 L140 60 M150 50 a20 20 0 1 0 20 20 l-14 -6 z" stroke="#555" stroke-width="10" fill="#999" stroke-linecap="round"/>`, rect(150, 100, 40, 40, `fill="${color}" rx="6"`)); break;
    case 'lamp': out.push(rect(115, 60, 10, 90, 'fill="#333"'), poly([[95, 60], [145, 60], [135, 35], [105, 35]], `fill="${color}" stroke="#333"`), rect(95, 148, 50, 6, 'fill="#333"')); break;
    case 'spot': out.push(`<circle cx="120" cy="110" r="30" fill="${color}" stroke="#333" stroke-width="4"/>`, poly([[100, 90], [140, 90], [170, 30], [70, 30]], 'fill="#fff6c8" opacity="0.7"')); break;
    case 'package': out.push(rect(60, 50, 120, 90, `fill="${color}" stroke="#6b5a3a" stroke-width="2"`), line(120, 50, 120, 140, 'stroke="#6b5a3a" stroke-width="6"')); break;
    case 'drawing': out.push(rect(55, 30, 130, 120, 'fill="#fff" stroke="#335" stroke-width="2"'), rect(75, 55, 90, 60, 'fill="none" stroke="#335" stroke-width="2"'), line(75, 130, 165, 130, 'stroke="#335" stroke-dasharray="4 3"')); break;
    default: out.push(rect(55, 45, 130, 100, `fill="${color}" stroke="#6b5a3a" stroke-width="2" rx="8"`));
  }
  if (label) out.push(text(120, 168, label, 14, 'fill="#444"'));
  return card(W, H, title, out.join(''), title);
}


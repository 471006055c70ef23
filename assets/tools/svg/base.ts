/** Minimal SVG building blocks for the generated catalogue images (no external fonts or hosts). */

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDoc(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${body}</svg>\n`;
}

export const n = (value: number): string => String(Math.round(value * 10) / 10);

export function rect(x: number, y: number, w: number, h: number, attrs: string): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;
}

export function poly(points: Array<[number, number]>, attrs: string): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" ${attrs}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, attrs: string): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${attrs}/>`;
}

export function text(x: number, y: number, content: string, size: number, attrs = ''): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" text-anchor="middle" ${attrs}>${esc(content)}</text>`;
}

/** A light background card with a caption line, used by every tile. */
export function card(width: number, height: number, title: string, body: string, caption?: string): string {
  const bg = rect(0, 0, width, height, 'rx="12" fill="#f3f1ec"');
  // Long captions get a smaller font so they stay inside the tile.
  const size = caption ? Math.min(16, Math.floor((width - 16) / (caption.length * 0.58))) : 0;
  const label = caption ? text(width / 2, height - 12, caption, size, 'fill="#2f3b2f" font-weight="bold"') : '';
  return svgDoc(width, height, title, bg + body + label);
}

export const WOOD = '#c8a46e';
export const WOOD_DARK = '#8a6a3d';
export const ROOF_DARK = '#3b3f44';
export const GLASS = '#cfe6f2';
export const GREEN = '#5b7f3a';

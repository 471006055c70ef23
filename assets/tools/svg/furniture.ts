/** Top-view silhouettes of furniture (as they appear in the 2D plan) and tile drawings for the landing page. */
import { GREEN, WOOD, WOOD_DARK, card, rect, text } from './base';

export type FurnitureShape = 'lounge' | 'table' | 'chair' | 'lounger' | 'planter' | 'bbq' | 'deck';

export function furnitureSvg(title: string, shape: FurnitureShape): string {
  const o: string[] = [];
  const cushion = 'fill="#d9d4c7" stroke="#6b6457" stroke-width="2"';
  switch (shape) {
    case 'lounge':
      o.push(rect(30, 30, 180, 40, cushion), rect(30, 70, 40, 80, cushion), rect(100, 90, 70, 45, `fill="${WOOD}" stroke="${WOOD_DARK}" stroke-width="2"`));
      break;
    case 'table':
      o.push(rect(60, 55, 120, 70, `fill="${WOOD}" stroke="${WOOD_DARK}" stroke-width="2"`));
      for (const x of [70, 110, 150]) o.push(rect(x, 28, 22, 20, cushion), rect(x, 132, 22, 20, cushion));
      break;
    case 'chair':
      o.push(rect(90, 50, 60, 60, cushion), rect(90, 40, 60, 14, `fill="${WOOD_DARK}"`));
      break;
    case 'lounger':
      o.push(rect(50, 70, 150, 45, cushion), rect(50, 70, 45, 45, 'fill="#c4bdae" stroke="#6b6457" stroke-width="2"'));
      break;
    case 'planter':
      o.push(rect(40, 60, 160, 60, `fill="${WOOD}" stroke="${WOOD_DARK}" stroke-width="3"`));
      for (let i = 0; i < 7; i++) o.push(`<circle cx="${58 + i * 21}" cy="${80 + (i % 2) * 18}" r="11" fill="${GREEN}"/>`);
      break;
    case 'bbq':
      o.push('<circle cx="120" cy="90" r="50" fill="#2f2f2f"/>', '<circle cx="120" cy="90" r="40" fill="none" stroke="#888" stroke-width="2"/>');
      for (let x = 88; x <= 152; x += 8) o.push(`<line x1="${x}" y1="60" x2="${x}" y2="120" stroke="#888" stroke-width="1.5"/>`);
      break;
    case 'deck':
      o.push(rect(30, 30, 180, 120, `fill="${WOOD}" stroke="${WOOD_DARK}" stroke-width="2"`));
      for (let y = 45; y < 150; y += 15) o.push(`<line x1="30" y1="${y}" x2="210" y2="${y}" stroke="${WOOD_DARK}" stroke-width="1"/>`);
      break;
  }
  return card(240, 200, title, o.join(''), title);
}

/** Landing tile 'Start eigen ontwerp': a house outline being drawn. */
export function landingOwnDesignSvg(): string {
  const body = [
    '<polygon points="110,170 110,100 180,50 250,100 250,170" fill="#fff" stroke="#5b7f3a" stroke-width="6" stroke-linejoin="round"/>',
    rect(160, 120, 40, 50, `fill="${WOOD}" stroke="${WOOD_DARK}" stroke-width="3"`),
    '<path d="M260 40 l40 40 l-90 90 l-50 10 l10 -50 z" fill="#f2c14e" stroke="#6b5a3a" stroke-width="4"/>',
  ];
  return card(360, 240, 'Start eigen ontwerp', body.join(''), 'Start eigen ontwerp');
}

/** Landing tile 'Start met code': five code boxes. */
export function landingWithCodeSvg(): string {
  const digits = ['4', '8', '2', '1', '3'];
  const body = digits.map((d, i) => rect(40 + i * 58, 80, 48, 64, 'fill="#fff" stroke="#5b7f3a" stroke-width="4" rx="8"') + text(64 + i * 58, 126, d, 34, 'fill="#2f3b2f" font-weight="bold"'));
  return card(360, 240, 'Start met code', body.join(''), 'Start met code');
}

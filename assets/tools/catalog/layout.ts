/**
 * Generates a house layout from its size (ARCHITECTURE §3): outer spaces on the four sides split into spans
 * between pillars, an optional inner line (the wall between the closed part and the canopy of a 'tuinhuis
 * met overkapping'), split variants with their emptyByDefault middle posts, gable spaces and joists.
 *
 * Coordinates: origin at the top-left outer corner, x to the right along the width, y to the front along the
 * length (depth). Top and bottom spaces run horizontally, left, right and inner spaces vertically.
 */
import type { HouseLayout, RoofType } from '../../../src/domain/catalog';
import { sideIdFor, splitLine } from './sides';

type Position = 'top' | 'bottom' | 'left' | 'right' | 'center-vertical';

interface LayoutInput {
  width: number;
  length: number;
  roofType: RoofType;
  roofPitch: number;
  /** x of the inner line between closed part and canopy, if any. */
  innerX?: number;
}

/** Horizontal spans at least this long get a variant split by a middle post; vertical ones from SPLIT_VERTICAL. */
const SPLIT_HORIZONTAL = 2000;
const SPLIT_VERTICAL = 3000;

export function buildLayout(input: LayoutInput): HouseLayout {
  const { width: W, length: L, innerX } = input;
  let nextId = 1;
  const layout: HouseLayout = { spaces: [], pillars: [], gableSpaces: [], joists: [] };
  const horizontalSegments = innerX ? [innerX, W - innerX] : [W];
  const topSpans = horizontalSegments.flatMap(splitLine);

  const addLine = (position: Position, spans: number[], startX: number, startY: number) => {
    const horizontal = position === 'top' || position === 'bottom';
    let along = 0;
    for (const length of spans) {
      const space = {
        id: nextId++,
        x: horizontal ? startX + along : startX,
        y: horizontal ? startY : startY + along,
        length,
        direction: horizontal ? ('horizontal' as const) : ('vertical' as const),
        position,
        variants: [{ name: 'Eén geheel', subSpaces: [{ id: 0, globalSideId: sideIdFor(length), length, disabled: false }] }],
      };
      space.variants[0].subSpaces[0].id = space.id;
      layout.spaces.push(space);
      along += length;
    }
  };
  addLine('top', topSpans, 0, 0);
  addLine('bottom', topSpans, 0, L);
  addLine('left', splitLine(L), 0, 0);
  addLine('right', splitLine(L), W, 0);
  if (innerX) addLine('center-vertical', splitLine(L), innerX, 0);

  // Standard pillars at every span end; a point shared by several spans gets one pillar.
  const seen = new Set<string>();
  const addPillar = (x: number, y: number) => {
    const key = `${x},${y}`;
    if (seen.has(key)) return;
    seen.add(key);
    layout.pillars.push({ id: nextId++, x, y, type: 'default', emptyByDefault: false });
  };
  for (const s of layout.spaces) {
    addPillar(s.x, s.y);
    addPillar(s.direction === 'horizontal' ? s.x + s.length : s.x, s.direction === 'horizontal' ? s.y : s.y + s.length);
  }

  // Split variants: a middle post divides the span in two halves; its pillar exists only with that variant.
  for (const s of layout.spaces) {
    const outer = s.position !== 'center-vertical';
    const min = s.direction === 'horizontal' ? SPLIT_HORIZONTAL : SPLIT_VERTICAL;
    if (!outer || s.length < min) continue;
    const half = s.length / 2;
    s.variants.push({
      name: 'Gedeeld met middenstijl',
      subSpaces: [
        { id: nextId++, globalSideId: sideIdFor(half), length: half, disabled: false },
        { id: nextId++, globalSideId: sideIdFor(half), length: half, disabled: false },
      ],
    });
    const x = s.direction === 'horizontal' ? s.x + half : s.x;
    const y = s.direction === 'horizontal' ? s.y : s.y + half;
    layout.pillars.push({ id: nextId++, x, y, type: 'other', emptyByDefault: true, requiredBy: { spaceId: s.id, variant: 1 } });
  }

  // Gable triangles sit on the left and right end walls: the ridge runs left to right, the roof slopes to the
  // front (and back), so the triangle's base lies along the depth.
  if (input.roofType !== 'flat') {
    const slope = Math.tan((input.roofPitch * Math.PI) / 180);
    const rise = Math.round(input.roofType === 'gable' ? (L / 2) * slope : L * slope);
    for (const position of ['left', 'right'] as const) {
      const ends = layout.spaces.filter((s) => s.position === position);
      if (ends.length !== 1) throw new Error(`A gable end needs one span, got ${ends.length}`);
      const end = ends[0];
      layout.gableSpaces.push({ id: nextId++, spaceId: end.id, x: end.x, y: 0, length: L, direction: 'vertical', rise });
    }
  }

  // Joists span the depth above every standard pillar of the back wall.
  const joistXs = [...new Set(layout.pillars.filter((p) => p.y === 0 && !p.emptyByDefault).map((p) => p.x))].sort((a, b) => a - b);
  for (const x of joistXs) layout.joists.push({ id: nextId++, x, y: 0, length: L, direction: 'vertical' });
  return layout;
}

/**
 * The static layers of the plan: grid, floor, roof outline with its overhang, foundations and dimension lines.
 * Rebuilt only when the house, the design record or the walls change, never while an item is dragged.
 */
import { Container, Graphics, type Sprite } from 'pixi.js';
import type { HouseSpec } from '../../domain/catalog';
import { panArea } from '../../domain/geometry';
import { texts } from '../../domain/texts';
import type { Editor } from '../../editor';
import { EntityKind } from '../../editor';
import { entities, leafGeometry, pillarGeometry, pillarSize, spaceOf, wallsOnLeaf } from '../geometry';
import { dashedLine } from './shapes';
import { PALETTE } from './palette';
import { textLabel } from './label';

const GRID_STEP = 500;
/** Dimension labels are drawn in plan units so they scale with the plan, mm. */
const LABEL_SIZE = 150;
const DIMENSION_GAP = 450;

export function drawGrid(g: Graphics, house: HouseSpec): void {
  g.clear();
  const area = panArea(house);
  for (let x = Math.ceil(area.minX / GRID_STEP) * GRID_STEP; x <= area.maxX; x += GRID_STEP) {
    g.moveTo(x, area.minY).lineTo(x, area.maxY).stroke({ width: 1, color: x % 1000 === 0 ? PALETTE.gridMajor : PALETTE.grid, pixelLine: true });
  }
  for (let y = Math.ceil(area.minY / GRID_STEP) * GRID_STEP; y <= area.maxY; y += GRID_STEP) {
    g.moveTo(area.minX, y).lineTo(area.maxX, y).stroke({ width: 1, color: y % 1000 === 0 ? PALETTE.gridMajor : PALETTE.grid, pixelLine: true });
  }
}

/** Floor, roof outline with overhang (ridge for a gable roof, fall arrow for a lean-to). */
export function drawHouse(g: Graphics, house: HouseSpec): void {
  g.clear();
  const o = house.overhang;
  g.rect(0, 0, house.width, house.length).fill({ color: PALETTE.floor });
  const roof = [-o, -o, house.width + o, -o, house.width + o, house.length + o, -o, house.length + o];
  for (let i = 0; i < 8; i += 2) {
    dashedLine(g, roof[i], roof[i + 1], roof[(i + 2) % 8], roof[(i + 3) % 8], 160, 100);
  }
  g.stroke({ width: 30, color: PALETTE.roof });
  if (house.roofType === 'gable') {
    // The gable spaces stand on the short ends: the ridge runs between them.
    const alongX = house.layout.gableSpaces.every((gs) => gs.direction === 'vertical');
    if (alongX) dashedLine(g, -o, house.length / 2, house.width + o, house.length / 2, 300, 150);
    else dashedLine(g, house.width / 2, -o, house.width / 2, house.length + o, 300, 150);
    g.stroke({ width: 30, color: PALETTE.roof });
  } else if (house.roofType === 'leanTo') {
    const x = house.width / 2;
    g.moveTo(x, house.length * 0.3).lineTo(x, house.length * 0.7).stroke({ width: 30, color: PALETTE.roof });
    g.poly([x - 120, house.length * 0.7 - 200, x + 120, house.length * 0.7 - 200, x, house.length * 0.7]).fill({ color: PALETTE.roof });
  }
}

/** Foundations under the design: beams under walled spaces, bases or piles under standing pillars. */
export function drawFoundations(g: Graphics, editor: Editor, house: HouseSpec): void {
  g.clear();
  const chosen = editor.world.design.selectedFoundations;
  if (chosen.foundationWall) {
    for (const eid of entities(editor, EntityKind.space)) {
      const leaf = leafGeometry(editor, eid);
      if (wallsOnLeaf(editor, leaf.leafId, leaf.length).length === 0) continue;
      const w = 220;
      if (leaf.vertical) g.rect(leaf.x - w / 2, leaf.y, w, leaf.length);
      else g.rect(leaf.x, leaf.y - w / 2, leaf.length, w);
    }
    g.fill({ color: PALETTE.foundation, alpha: 0.55 });
  }
  const base = chosen.foundationBase ? 'base' : chosen.fastFoundation ? 'pile' : null;
  if (base) {
    const size = pillarSize(house) + 180;
    for (const eid of entities(editor, EntityKind.pillar)) {
      const p = pillarGeometry(editor, eid);
      if (!p.standing) continue;
      if (base === 'base') g.rect(p.x - size / 2, p.y - size / 2, size, size);
      else g.circle(p.x, p.y, size / 2);
    }
    g.fill({ color: PALETTE.foundation, alpha: 0.8 });
  }
}

function label(text: string, x: number, y: number, vertical: boolean): Sprite {
  const t = textLabel(text, 'system-ui, sans-serif', LABEL_SIZE, PALETTE.dimension);
  t.anchor.set(0.5, 1);
  t.position.set(x, y);
  if (vertical) t.rotation = -Math.PI / 2;
  return t;
}

const cm = (mm: number) => `${Math.round(mm / 10)} ${texts.configurator.cm}`;

/** Dimension lines in cm: the overall width and length, and each space along the top and the left side. */
export function drawDimensions(layer: Container, editor: Editor, house: HouseSpec): void {
  for (const child of layer.removeChildren()) child.destroy();
  const g = new Graphics();
  g.context.batchMode = 'batch';
  layer.addChild(g);
  const top = -house.overhang - DIMENSION_GAP;
  const left = -house.overhang - DIMENSION_GAP;
  const line = (x1: number, y1: number, x2: number, y2: number, vertical: boolean) => {
    g.moveTo(x1, y1).lineTo(x2, y2);
    const t = 90;
    if (vertical) g.moveTo(x1 - t, y1).lineTo(x1 + t, y1).moveTo(x2 - t, y2).lineTo(x2 + t, y2);
    else g.moveTo(x1, y1 - t).lineTo(x1, y1 + t).moveTo(x2, y2 - t).lineTo(x2, y2 + t);
  };
  line(0, top - 380, house.width, top - 380, false);
  layer.addChild(label(cm(house.width), house.width / 2, top - 440, false));
  line(left - 380, 0, left - 380, house.length, true);
  layer.addChild(label(cm(house.length), left - 440, house.length / 2, true));
  const leaves = entities(editor, EntityKind.space).map((eid) => leafGeometry(editor, eid));
  const positions = leaves.map((leaf) => spaceOf(editor, leaf)?.position);
  // One leaf on a side repeats the overall size: only split sides get their own dimensions.
  const split = (side: string) => positions.filter((p) => p === side).length > 1;
  for (const [i, leaf] of leaves.entries()) {
    const position = positions[i];
    if (position === 'top' && split('top')) {
      line(leaf.x, top, leaf.x + leaf.length, top, false);
      layer.addChild(label(cm(leaf.length), leaf.x + leaf.length / 2, top - 60, false));
    } else if (position === 'left' && split('left')) {
      line(left, leaf.y, left, leaf.y + leaf.length, true);
      layer.addChild(label(cm(leaf.length), left - 60, leaf.y + leaf.length / 2, true));
    }
  }
  g.stroke({ width: 1.5, color: PALETTE.dimension, pixelLine: true });
}

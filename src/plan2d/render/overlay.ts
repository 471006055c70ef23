/**
 * The interactive overlay above the plan: selection and hover highlights and the placement preview. Cheap to
 * redraw (a few shapes), so it is redrawn whenever the selection, hover, preview or zoom changes; strokes keep
 * the same width on screen at every zoom.
 */
import { Container, Graphics } from 'pixi.js';
import type { Product } from '../../domain/catalog';
import type { Editor } from '../../editor';
import { EntityKind } from '../../editor';
import { itemGeometry, optionGeometry, pointAlong, previewSize, WALL_BAND, type Point } from '../geometry';
import type { HitTarget } from '../hit-test';
import { bandRect } from './shapes';
import { PALETTE } from './palette';

export class Overlay {
  readonly container = new Container();
  private readonly hoverG = new Graphics();
  private readonly selectG = new Graphics();
  private readonly previewG = new Graphics();
  private selected: number | null = null;
  private hovered: HitTarget = { kind: 'none' };
  private previewAt: { point: Point; product: Product } | null = null;
  private scale = 1;

  constructor(private readonly editor: Editor) {
    this.container.eventMode = 'none';
    this.container.addChild(this.hoverG, this.selectG, this.previewG);
  }

  setScale(scale: number): void {
    if (Math.abs(scale - this.scale) / this.scale < 0.02) return;
    this.scale = scale;
    this.redraw();
  }

  setSelected(eid: number | null): void {
    this.selected = eid;
    this.drawSelection();
  }

  /** The selection outline's shapes (plan coordinates) while something is selected, for the drag picture. */
  selectionShapes(): Graphics | null {
    return this.selected === null ? null : this.selectG;
  }

  /** The selected entity moved or changed. */
  touched(eids: Iterable<number>): void {
    if (this.selected === null) return;
    for (const eid of eids) if (eid === this.selected) { this.drawSelection(); return; }
  }

  setHover(target: HitTarget): void {
    const same = target.kind === this.hovered.kind && ('eid' in target ? target.eid : -1) === ('eid' in this.hovered ? this.hovered.eid : -1)
      && (target.kind !== 'space' || this.hovered.kind !== 'space' || target.half === this.hovered.half);
    if (same) return;
    this.hovered = target;
    this.drawHover();
  }

  setPreview(point: Point | null, product: Product | null): void {
    this.previewAt = point && product ? { point, product } : null;
    this.drawPreview();
  }

  get previewVisible(): boolean {
    return this.previewAt !== null;
  }

  redraw(): void {
    this.drawSelection();
    this.drawHover();
    this.drawPreview();
  }

  private px(n: number): number {
    return n / this.scale;
  }

  private outline(g: Graphics, eid: number, color: number, width: number): void {
    const kind = this.editor.world.c.Kind.value[eid];
    if (kind === EntityKind.furniture || kind === EntityKind.light) {
      const item = itemGeometry(this.editor, eid);
      const pad = this.px(4);
      const rad = (item.rotation * Math.PI) / 180;
      const cos = Math.cos(rad);
      const sin = Math.sin(rad);
      const hw = item.w / 2 + pad;
      const hh = item.h / 2 + pad;
      const corners = [[-hw, -hh], [hw, -hh], [hw, hh], [-hw, hh]].flatMap(([x, y]) => [item.x + x * cos - y * sin, item.y + x * sin + y * cos]);
      g.poly(corners).stroke({ width: this.px(width), color });
      return;
    }
    if (kind === EntityKind.option) {
      const option = optionGeometry(this.editor, eid);
      if (option) bandRect(g, option.leaf, option.from - this.px(3), option.to + this.px(3), WALL_BAND * 1.1 + this.px(8)).stroke({ width: this.px(width), color });
    }
  }

  private drawSelection(): void {
    const g = this.selectG;
    g.clear();
    const eid = this.selected;
    if (eid === null || this.editor.world.c.Uid.value[eid] === undefined || !this.editor.world.uidToEid.has(this.editor.world.c.Uid.value[eid])) return;
    this.outline(g, eid, PALETTE.select, 3);
  }

  private drawHover(): void {
    const g = this.hoverG;
    g.clear();
    const h = this.hovered;
    if (h.kind === 'item' || h.kind === 'option') {
      if (h.eid !== this.selected) this.outline(g, h.eid, PALETTE.hover, 2);
    } else if (h.kind === 'space') {
      const half = Math.floor(h.leaf.length / 2);
      bandRect(g, h.leaf, 0, h.leaf.length, WALL_BAND + this.px(10)).fill({ color: PALETTE.hover, alpha: 0.12 });
      const [from, to] = h.half === 'start' ? [0, half] : [h.leaf.length - half, h.leaf.length];
      bandRect(g, h.leaf, from, to, WALL_BAND + this.px(10)).stroke({ width: this.px(2), color: PALETTE.hover });
      const mid = pointAlong(h.leaf, (from + to) / 2);
      g.circle(mid.x, mid.y, this.px(3)).fill({ color: PALETTE.hover });
    } else if (h.kind === 'pillar') {
      const c = this.editor.world.c;
      g.circle(c.Position.x[h.eid], c.Position.y[h.eid], this.px(12)).stroke({ width: this.px(2), color: PALETTE.hover });
    }
  }

  private drawPreview(): void {
    const g = this.previewG;
    g.clear();
    if (!this.previewAt) return;
    const { point, product } = this.previewAt;
    const { w, h } = previewSize(product);
    g.rect(point.x - w / 2, point.y - h / 2, w, h).fill({ color: PALETTE.preview, alpha: 0.25 }).stroke({ width: this.px(2), color: PALETTE.preview });
    g.moveTo(point.x - this.px(8), point.y).lineTo(point.x + this.px(8), point.y).moveTo(point.x, point.y - this.px(8)).lineTo(point.x, point.y + this.px(8))
      .stroke({ width: this.px(2), color: PALETTE.preview });
  }
}

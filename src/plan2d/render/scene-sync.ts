/**
 * Keeps the Pixi scene in step with the editor world from its change sets (`changes$`): display objects are
 * created for added entities, destroyed for removed ones, and only dirty entities are redrawn. A wall change
 * redraws its leaf and the options on that leaf (their position depends on the walls); a design change
 * (house, house colour, variants, foundations) rebuilds the static layers. Moving an item only sets the
 * transform of its Graphics, whose geometry is shared per product and colour (item-shapes.ts).
 */
import { Container, Graphics, type GraphicsContext, type Renderer } from 'pixi.js';
import type { ChangeSet, Editor } from '../../editor';
import { EntityKind } from '../../editor';
import { entities, houseOf, itemGeometry } from '../geometry';
import { drawGable, drawLeaf, drawOption, drawPillar } from './draw-entities';
import { transformRect, type Rect as WorldRect } from './frames/dirty-rects';
import { drawDimensions, drawFoundations, drawGrid, drawHouse } from './draw-house';
import { ITEM_UNIT, ItemContexts, itemDetailAt, type ItemDetail, type LocalRect } from './item-shapes';
import { pictureScaleAt } from './item-pictures';
import { entityColor, PALETTE } from './palette';

/** Drop rectangles kept for a snapshot that is behind by several drops (staticDamageSince). */
const MAX_DAMAGE_RECTS = 16;

/** Bounds of an item's Graphics in its layer (plan mm): its shape's bounds through its transform. */
export function itemBounds(g: Graphics): WorldRect {
  // Pixi brings the local transform up to date lazily (at render): the item may have moved since.
  g.updateLocalTransform();
  const b = g.context.bounds;
  return transformRect({ x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY }, g.localTransform);
}

/** How strongly the dragged item's starting place is faded while it is dragged (0..1). */
const GHOST_ALPHA = 0.65;

export interface PlanLayers {
  grid: Graphics;
  house: Graphics;
  foundations: Graphics;
  dimensions: Container;
  spaces: Container;
  gables: Container;
  options: Container;
  pillars: Container;
  items: Container;
  /**
   * The veil over the dragged item's starting place, alone in its own render group (the item itself is drawn
   * as a picture over the canvas, frames/drag-image.ts): the static layers, with the item still at its starting place,
   * stay as they are until the drag ends.
   */
  active: Container;
}

/**
 * Forces a Graphics into the batcher. Pixi's 'auto' mode batches only contexts under 200 vertices; every other
 * Graphics becomes a draw call (and a shader switch) of its own, and per-draw cost on SwiftShader is what made
 * the large plan miss its frame budget.
 */
export function batched(g: Graphics): Graphics {
  g.context.batchMode = 'batch';
  return g;
}

export function createLayers(parent: Container): PlanLayers {
  const layers: PlanLayers = {
    grid: batched(new Graphics()), house: batched(new Graphics()), foundations: batched(new Graphics()), dimensions: new Container(),
    gables: new Container(), spaces: new Container(), options: new Container(), pillars: new Container(), items: new Container(),
    active: new Container(),
  };
  // Three render groups: the house (static while items move), the items, and the one item being dragged.
  // Pixi rebuilds and re-uploads a group's batches when something in it changes; a drag touches only the last.
  const house = new Container({ isRenderGroup: true });
  house.addChild(layers.grid, layers.house, layers.foundations, layers.dimensions, layers.gables, layers.spaces, layers.options, layers.pillars);
  layers.items.isRenderGroup = true;
  layers.active.isRenderGroup = true;
  parent.addChild(house, layers.items, layers.active);
  house.label = 'house-group';
  for (const [name, layer] of Object.entries(layers)) (layer as Container).label = name;
  for (const layer of [house, ...Object.values(layers)]) (layer as Container).eventMode = 'none';
  return layers;
}

export class SceneSync {
  /** eid -> display object, per kind (bitecs recycles ids, so removal goes first in every sync). */
  private readonly objects = new Map<number, Graphics>();
  private readonly kinds = new Map<number, number>();
  private readonly contexts = new ItemContexts();
  /** How finely items are drawn (item-shapes.ts): set by the view from its zoom. */
  private detail: ItemDetail = 'coarse';

  get itemDetail(): ItemDetail {
    return this.detail;
  }
  private houseId = 0;
  /** Entities redrawn in the last sync (the benchmark and tests read it). */
  lastRedrawn = 0;
  /** Bumped whenever anything outside the drag layer changes: the static snapshot is then stale. */
  staticVersion = 0;
  /**
   * Since version `from`, the static layers changed only inside `rects` (plan mm): the drops of dragged items,
   * each its old and new bounds. Any other change starts it afresh, so a snapshot older than `from` is redrawn
   * whole (staticDamageSince).
   */
  private damage: { from: number; rects: WorldRect[] } = { from: 0, rects: [] };
  /** The dragged item: its eid and its copy in the drag layer (the original stays where the drag started). */
  private active: { eid: number; copy: Graphics; ghost: Graphics } | null = null;

  constructor(private readonly editor: Editor, private readonly layers: PlanLayers) {}

  /** Draw everything (first mount or a new house). */
  full(): void {
    this.changedAll();
    for (const [eid, kind] of [...this.kinds]) this.destroy(eid, kind);
    this.houseId = this.editor.world.design.selectedHouse;
    this.drawStatic();
    for (const kind of Object.values(EntityKind)) for (const eid of entities(this.editor, kind)) this.upsert(eid);
    this.redrawOptionsAll();
  }

  /**
   * The camera's zoom (px per mm) at this pixel ratio: items take the detail and, coarse, the picture scale it
   * asks for (item-shapes.ts, item-pictures.ts), each item its shape's context for them (built once per product
   * and colour), and the static layers are redrawn. Answers whether anything changed.
   */
  setZoom(scale: number, resolution: number): boolean {
    const detail = itemDetailAt(scale, this.detail);
    // Pictures are for coarse items only: zoomed in, the scale stays where it was.
    const pictures = detail === 'coarse' && this.contexts.setPictureScale(pictureScaleAt(scale * resolution, this.contexts.pictureScale));
    if (detail === this.detail && !pictures) return false;
    this.detail = detail;
    for (const [eid, g] of this.objects) {
      const kind = this.kinds.get(eid);
      if (kind === EntityKind.furniture || kind === EntityKind.light) this.placeItem(g, eid, kind === EntityKind.light);
    }
    if (this.active) this.placeActiveCopy(this.active);
    this.changedAll();
    return true;
  }

  /** Draws the item pictures made since the last call (item-pictures.ts): before every render of the plan. */
  flushPictures(renderer: Renderer): void {
    this.contexts.flush(renderer);
  }

  /** What an item's context fills opaquely, in its own units (item-shapes.ts); null for other contexts. */
  opaqueOf(context: GraphicsContext): LocalRect | null {
    return this.contexts.opaqueOf(context);
  }

  /** The WebGL context was lost and restored: render textures came back empty, so pictures and snapshot are redrawn. */
  contextRestored(): void {
    this.contexts.redrawPictures();
    this.changedAll();
  }

  /** Applies a change set; answers true when only the dragged item moved (its copy; nothing else to draw). */
  apply(changes: ChangeSet): boolean {
    const fields = new Set(changes.designFields);
    if (fields.has('selectedHouse') && this.editor.world.design.selectedHouse !== this.houseId) {
      this.full();
      return false;
    }
    // A drag's change set touches only the dragged item, which sits in the drag layer: the static layers stay.
    const active = this.active;
    const onlyActive = active !== null && !changes.design && changes.removed.length === 0
      && [...changes.added, ...changes.updated].every((eid) => eid === active.eid);
    if (onlyActive) {
      this.placeActiveCopy(active);
      this.lastRedrawn = 1;
      return true;
    }
    this.changedAll();
    let redrawn = 0;
    let leavesCame = false;
    for (const { eid, kind } of changes.removed) {
      if (kind === EntityKind.space) leavesCame = true;
      this.destroy(eid, kind);
    }
    for (const eid of [...changes.added, ...changes.updated]) {
      const kind = this.editor.world.c.Kind.value[eid];
      if (this.kinds.has(eid) && this.kinds.get(eid) !== kind) this.destroy(eid, this.kinds.get(eid)!);
      if (kind === EntityKind.space) leavesCame = true;
      // Walls are drawn by their leaf, options by the leaf rule below.
      if (kind === EntityKind.wall || kind === EntityKind.option || kind === EntityKind.space) continue;
      this.upsert(eid);
      redrawn++;
    }
    // The leaves whose walls or options changed (the editor's rule, ChangeSet.leaves): the leaf with its walls
    // and every option on it.
    for (const leafId of changes.leaves) {
      for (const eid of this.editor.world.index.onRef(EntityKind.space, leafId)) { this.upsert(eid); redrawn++; }
      for (const eid of this.editor.world.index.onRef(EntityKind.option, leafId)) { this.upsert(eid); redrawn++; }
    }
    if (fields.has('houseColor')) {
      // Walls and gables show the house colour unless brushed.
      for (const kind of [EntityKind.space, EntityKind.gable] as const) {
        for (const eid of this.editor.world.index.ofKind(kind)) { this.upsert(eid); redrawn++; }
      }
    }
    // A change beside the drag's own moves (an undo, say) may have moved the dragged item too: its copy follows.
    if (active && this.objects.has(active.eid)) this.placeActiveCopy(active);
    if (leavesCame || fields.has('variations')) this.drawDimensions();
    if (changes.leaves.length > 0 || leavesCame || fields.has('selectedFoundations') || fields.has('variations')) this.drawFoundations();
    this.lastRedrawn = redrawn;
    return false;
  }

  /**
   * A drag starts (`eid`) or ends (null). Measured on the drag bench: a full pass of the static layers costs
   * 0.8-1.2 s of GPU time at 3,000 items on the desktop and 3-10 s on the throttled phone, so taking the item
   * out of them at the start would stall the drag's first frames. Instead the drag layer gets a copy of the item
   * (its shared context, no new geometry) and a veil of the background colour over its starting place; the
   * static layers change once, when the drag ends and the item stands at its new place.
   */
  setActive(eid: number | null): void {
    const previous = this.active;
    if (previous) {
      previous.copy.destroy();
      previous.ghost.destroy();
      this.active = null;
      const g = this.objects.get(previous.eid);
      if (g && this.editor.world.c.Kind.value[previous.eid] !== undefined) {
        // The drop: the item leaves its starting place and rejoins the static layers where it stands now.
        const before = itemBounds(g);
        this.upsert(previous.eid);
        this.changedIn([before, itemBounds(g)]);
      } else {
        this.changedAll();
      }
    }
    const g = eid === null ? undefined : this.objects.get(eid);
    if (eid === null || !g || g.parent !== this.layers.items) return;
    const light = this.editor.world.c.Kind.value[eid] === EntityKind.light;
    const copy = new Graphics(g.context);
    this.placeItem(copy, eid, light);
    const item = itemGeometry(this.editor, eid);
    const ghost = batched(new Graphics());
    ghost.rect(-item.w / 2, -item.h / 2, item.w, item.h).fill({ color: PALETTE.background, alpha: GHOST_ALPHA });
    ghost.position.set(item.x, item.y);
    ghost.angle = item.rotation;
    // The copy stays out of the scene: the view draws it once into the drag picture (frames/drag-image.ts).
    this.layers.active.addChild(ghost);
    this.active = { eid, copy, ghost };
  }

  /**
   * Where the static layers changed since they were at `version` (plan mm rectangles; empty: nothing), or null
   * when that is not known (a change other than drops, or too old a version): then redraw them whole.
   */
  staticDamageSince(version: number): WorldRect[] | null {
    if (version === this.staticVersion) return [];
    if (version < this.damage.from || version > this.staticVersion) return null;
    return this.damage.rects;
  }

  private changedAll(): void {
    this.staticVersion++;
    this.damage = { from: this.staticVersion, rects: [] };
  }

  private changedIn(rects: WorldRect[]): void {
    this.staticVersion++;
    // Many drops without a redraw in between (none drawn, say): past a few, the whole pass is as good.
    if (this.damage.rects.length + rects.length > MAX_DAMAGE_RECTS) this.damage = { from: this.staticVersion, rects: [] };
    else this.damage.rects.push(...rects);
  }

  /** The dragged item's copy (at its current place; not in the scene), or null without a drag. */
  activeCopy(): Graphics | null {
    return this.active?.copy ?? null;
  }

  /** Where the dragged item is drawn (the bench's render log reads it), or null without a drag. */
  activePosition(): { x: number; y: number } | null {
    return this.active ? { x: this.active.copy.x, y: this.active.copy.y } : null;
  }

  /** Display objects drawn (the test hook reports it). */
  count(): number {
    let n = 0;
    for (const g of this.objects.values()) if (g.visible) n++;
    return n + (this.layers.house.visible ? 1 : 0) + this.layers.dimensions.children.length;
  }

  sharedContexts(): number {
    return this.contexts.size;
  }

  destroyAll(): void {
    this.setActive(null);
    for (const [eid, kind] of [...this.kinds]) this.destroy(eid, kind);
    this.contexts.destroy();
  }

  private drawStatic(): void {
    const house = houseOf(this.editor)?.house;
    if (!house) return;
    drawGrid(this.layers.grid, house);
    drawHouse(this.layers.house, house);
    drawDimensions(this.layers.dimensions, this.editor, house);
    this.drawFoundations();
  }

  private drawDimensions(): void {
    const house = houseOf(this.editor)?.house;
    if (house) drawDimensions(this.layers.dimensions, this.editor, house);
  }

  private drawFoundations(): void {
    const house = houseOf(this.editor)?.house;
    if (house) drawFoundations(this.layers.foundations, this.editor, house);
  }

  private redrawOptionsAll(): void {
    for (const eid of entities(this.editor, EntityKind.option)) this.upsert(eid);
  }

  private layerFor(kind: number): Container | null {
    switch (kind) {
      case EntityKind.space: return this.layers.spaces;
      case EntityKind.option: return this.layers.options;
      case EntityKind.pillar: return this.layers.pillars;
      case EntityKind.gable: return this.layers.gables;
      case EntityKind.furniture:
      case EntityKind.light: return this.layers.items;
      default: return null;
    }
  }

  private upsert(eid: number): void {
    const { c } = this.editor.world;
    const kind = c.Kind.value[eid];
    if (kind === EntityKind.wall) return;
    const layer = this.layerFor(kind);
    if (!layer) return;
    let g = this.objects.get(eid);
    if (!g) {
      const light = kind === EntityKind.light;
      g = kind === EntityKind.furniture || light ? new Graphics(this.itemContext(eid, light)) : batched(new Graphics());
      this.objects.set(eid, g);
      this.kinds.set(eid, kind);
      layer.addChild(g);
    }
    switch (kind) {
      case EntityKind.space: drawLeaf(g, this.editor, eid); break;
      case EntityKind.option: drawOption(g, this.editor, eid); break;
      case EntityKind.pillar: drawPillar(g, this.editor, eid); break;
      case EntityKind.gable: drawGable(g, this.editor, eid); break;
      default: this.placeItem(g, eid, kind === EntityKind.light);
    }
  }

  private itemContext(eid: number, light: boolean) {
    const item = itemGeometry(this.editor, eid);
    const color = entityColor(this.editor, item.colorId, item.product?.colorId ?? null, false);
    return this.contexts.get(item.product, color, light, this.detail);
  }

  /** The dragged item's copy follows the item (its place, turn, colour and detail). */
  private placeActiveCopy(active: { eid: number; copy: Graphics }): void {
    this.placeItem(active.copy, active.eid, this.editor.world.c.Kind.value[active.eid] === EntityKind.light);
  }

  private placeItem(g: Graphics, eid: number, light: boolean): void {
    const item = itemGeometry(this.editor, eid);
    const ctx = this.itemContext(eid, light);
    if (g.context !== ctx) g.context = ctx;
    g.position.set(item.x, item.y);
    g.scale.set(ITEM_UNIT[this.detail]);
    g.angle = item.rotation;
  }

  private destroy(eid: number, _kind: number): void {
    if (this.active?.eid === eid) {
      this.active.copy.destroy();
      this.active.ghost.destroy();
      this.active = null;
    }
    const g = this.objects.get(eid);
    if (g) {
      // Without options Pixi destroys only a context the Graphics owns: shared item contexts stay cached.
      g.destroy();
      this.objects.delete(eid);
    }
    this.kinds.delete(eid);
  }
}

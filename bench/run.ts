/**
 * `npm run bench`: the editor core's benchmark (ARCHITECTURE §8). Builds a large and a small design through
 * the public commands, then measures one edit of each kind (history recorded, dirty set produced and
 * consumed by a stand-in renderer), undo, redo, the full price estimate and serialisation to quote
 * attributes, plus a naive comparator that rebuilds the world from the serialised configuration on every
 * edit. Prints JSON and writes bench/results/core.json (flat `<measure>.<design>.<statistic>` numbers).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configurationToAttributes } from '../src/domain/attributes';
import type { Command } from '../src/editor/commands';
import { EntityKind, type EntityKindName } from '../src/editor/components';
import { Editor } from '../src/editor/editor';
import { toConfiguration } from '../src/editor/serialize';
import { orderedEntitiesOf } from '../src/editor/world';
import { createComputeCore, type ComputeCore } from '../src/domain/compute-core';
import { benchCatalog } from './catalog';
import { buildLarge, buildSmall, furnitureProducts, leafIds, WINDOW } from './designs';
import { median, p95, random, round, time } from './stats';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARMUP = 30;

type Design = 'large' | 'small';
type EditMaker = (e: Editor, pick: <T>(list: T[]) => T) => Command | null;

const entities = (e: Editor, kind: EntityKindName) => orderedEntitiesOf(e.world, EntityKind[kind]);
const optionsAt = (e: Editor, align: number) => entities(e, 'option').filter((eid) => e.world.c.Placement.value[eid] === align);

/** One maker per edit kind; each edit is undone (untimed) afterwards so the design stays the same size. */
const edits: Record<string, EditMaker> = {
  toggleWall: (e, pick) => ({ type: 'toggleWall', spaceId: pick(leafIds(e)), productId: 2006 }),
  placeOption: (e, pick) => {
    const taken = new Set(entities(e, 'option').filter((eid) => e.world.c.Placement.value[eid] === 2).map((eid) => e.world.c.SpaceRef.id[eid]));
    return { type: 'placeOption', spaceId: pick(leafIds(e).filter((id) => !taken.has(id))), productId: WINDOW, align: 'center' };
  },
  moveOption: (e, pick) => ({ type: 'moveOption', entity: pick(optionsAt(e, 1)), align: 'center' }),
  removeOption: (e, pick) => ({ type: 'removeOption', entity: pick(entities(e, 'option')) }),
  flipOption: (e, pick) => ({ type: 'flipOption', entity: pick(entities(e, 'option')) }),
  brush: (e, pick) => ({ type: 'brush', entity: pick(entities(e, 'wall')), colorId: 3 }),
  placeItem: (_e, pick) => ({ type: 'placeItem', productId: pick(furnitureProducts(core)).id, x: 1000, y: 1000 }),
  moveItem: (e, pick) => ({ type: 'moveItem', entity: pick(entities(e, 'furniture')), x: 1234, y: 2345 }),
  rotateItem: (e, pick) => ({ type: 'rotateItem', entity: pick(entities(e, 'furniture')) }),
  removeItem: (e, pick) => ({ type: 'removeItem', entity: pick(entities(e, 'furniture')) }),
  selectProduct: () => ({ type: 'selectProduct', productId: 5001 }),
  setHouseColor: () => ({ type: 'setHouseColor', colorId: 4 }),
  setPillarColor: (e, pick) => ({ type: 'setPillarColor', pillarId: e.world.c.SpaceRef.id[pick(entities(e, 'pillar'))], colorId: 2 }),
  addLooseProduct: () => ({ type: 'addLooseProduct', productId: looseId }),
  setVariation: (e) => {
    const house = core.index.products.get(e.world.design.selectedHouse)!.house!;
    const splittable = house.layout.spaces.find((s) => s.variants.length > 1);
    return splittable ? { type: 'setVariation', spaceId: splittable.id, index: 1 } : null;
  },
};

const catalog = benchCatalog();
const core: ComputeCore = createComputeCore(catalog);
const looseId = [...core.index.products.values()].find((p) => p.productType === 'looseProduct' && !p.test)!.id;

function editorFor(design: Design): Editor {
  const editor = new Editor({ catalog: core.index });
  // A stand-in renderer: consumes every dirty set, as the 2D plan and the 3D view will.
  const touched = new Set<number>();
  editor.streams.changes$.subscribe((c) => {
    for (const eid of c.added) touched.add(eid);
    for (const eid of c.updated) touched.add(eid);
    for (const { eid } of c.removed) touched.delete(eid);
  });
  if (design === 'large') buildLarge(editor, core);
  else buildSmall(editor, core);
  return editor;
}

function measure(design: Design): Record<string, number> {
  const editor = editorFor(design);
  const rand = random(design === 'large' ? 1 : 2);
  const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)];
  const out: Record<string, number> = {};
  const counts = { spaces: 0, walls: 0, options: 0, furniture: 0, lights: 0, pillars: 0 };
  counts.spaces = entities(editor, 'space').length;
  counts.walls = entities(editor, 'wall').length;
  counts.options = entities(editor, 'option').length;
  counts.furniture = entities(editor, 'furniture').length;
  counts.lights = entities(editor, 'light').length;
  counts.pillars = entities(editor, 'pillar').length;
  for (const [k, v] of Object.entries(counts)) out[`entities_${k}.${design}.count`] = v;

  const all: number[] = [];
  const undo: number[] = [];
  const redo: number[] = [];
  for (const [kind, make] of Object.entries(edits)) {
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES + WARMUP; i++) {
      const command = make(editor, pick);
      if (!command) break;
      let ok = false;
      const ms = time(() => { ok = editor.dispatch(command).ok; });
      if (!ok) throw new Error(`bench ${design}: ${kind} rejected: ${JSON.stringify(editor.dispatch(command))}`);
      if (i >= WARMUP) samples.push(ms);
      if (i >= WARMUP) undo.push(time(() => editor.undo()));
      else editor.undo();
      if (i >= WARMUP && i % 2 === 0) {
        redo.push(time(() => editor.redo()));
        editor.undo();
      }
    }
    if (samples.length === 0) continue;
    all.push(...samples);
    out[`edit_${kind}.${design}.median_ms`] = round(median(samples));
    out[`edit_${kind}.${design}.p95_ms`] = round(p95(samples));
  }
  out[`edit.${design}.median_ms`] = round(median(all));
  out[`edit.${design}.p95_ms`] = round(p95(all));
  out[`undo.${design}.median_ms`] = round(median(undo));
  out[`undo.${design}.p95_ms`] = round(p95(undo));
  out[`redo.${design}.median_ms`] = round(median(redo));
  out[`redo.${design}.p95_ms`] = round(p95(redo));

  // A drag: each transient move is one frame's worth of work.
  const chair = entities(editor, 'furniture')[0];
  const drag: number[] = [];
  const session = editor.beginDrag(chair)!;
  for (let i = 0; i < SAMPLES; i++) drag.push(time(() => session.update(100 + i, 100)));
  session.update(50, 50);
  session.commit();
  out[`drag_move.${design}.median_ms`] = round(median(drag));

  const configuration = editor.getConfiguration();
  const price: number[] = [];
  const serialize: number[] = [];
  for (let i = 0; i < SAMPLES + WARMUP; i++) {
    const p = time(() => core.price(configuration));
    const s = time(() => configurationToAttributes(toConfiguration(editor.world)));
    if (i >= WARMUP) { price.push(p); serialize.push(s); }
  }
  out[`price.${design}.median_ms`] = round(median(price));
  out[`price.${design}.p95_ms`] = round(p95(price));
  out[`serialize.${design}.median_ms`] = round(median(serialize));
  out[`serialize.${design}.p95_ms`] = round(p95(serialize));

  // Naive comparator: the same edits, each followed by the app's load path (serialise, then rebuild a
  // world from the configuration), as an editor without incremental state would do.
  const naive: number[] = [];
  const naiveKinds = ['moveItem', 'brush', 'flipOption', 'setHouseColor'];
  for (let i = 0; i < Math.min(SAMPLES, 60) + 5; i++) {
    const command = edits[naiveKinds[i % naiveKinds.length]](editor, pick)!;
    const ms = time(() => {
      editor.dispatch(command);
      const rebuilt = new Editor({ catalog: core.index });
      rebuilt.load(toConfiguration(editor.world));
    });
    editor.undo();
    if (i >= 5) naive.push(ms);
  }
  const sameKinds = naiveKinds.flatMap((k) => [out[`edit_${k}.${design}.median_ms`]]);
  const incremental = median(sameKinds);
  out[`naive_edit.${design}.median_ms`] = round(median(naive));
  out[`naive_edit.${design}.p95_ms`] = round(p95(naive));
  out[`naive_ratio.${design}`] = round(median(naive) / Math.max(incremental, 1e-6));
  out[`naive_ratio_all_edits.${design}`] = round(median(naive) / Math.max(median(all), 1e-6));
  editor.dispose();
  return out;
}

const results = { ...measure('large'), ...measure('small') };
const budgets = {
  edit_large_under_2ms: results['edit.large.median_ms'] < 2,
  price_large_under_5ms: results['price.large.median_ms'] < 5,
  naive_ratio_large_at_least_10x: results['naive_ratio.large'] >= 10,
};
const file = fileURLToPath(new URL('./results/core.json', import.meta.url));
mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify({ results, budgets, samples: SAMPLES, node: process.version }, null, 2));

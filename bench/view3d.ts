/**
 * 3D view benchmark (Node, no renderer): the time the model needs to follow one edit on the large design
 * (76 walls, 152 options, 300 furniture, 80 lights), per edit kind, and the draw calls and triangles of the
 * whole model. Draw calls are counted as WebGLRenderer issues them: one per non-empty batch per pass, plus a
 * shadow pass for the batches that cast shadows in realistic mode. Writes bench/results/view3d.json.
 *
 * Budgets (issue 5): sync < 4 ms per edit (median), < 200 draw calls.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLocalCompute } from '../src/domain/compute-core';
import { Editor } from '../src/editor/editor';
import { EntityKind } from '../src/editor/components';
import { orderedEntitiesOf } from '../src/editor/world';
import { HouseModel } from '../src/view3d/model';
import { benchCatalog } from './catalog';
import { buildLarge, buildSmall, leafIds, WALL } from './designs';
import { median, p95, random } from './stats';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const catalog = benchCatalog();
const compute = createLocalCompute(catalog);

function model(build: typeof buildLarge, realistic: boolean) {
  const editor = new Editor({ catalog: compute.core.index, compute, priceDebounceMs: 1_000_000 });
  build(editor, compute.core);
  const started = performance.now();
  const house = new HouseModel(editor, realistic).attach();
  return { editor, house, buildMs: performance.now() - started };
}

function drawCalls(house: HouseModel, shadows: boolean): number {
  const batches = house.batcher.list().filter((b) => (b.mesh.geometry.index?.count ?? 0) > 0);
  return batches.length + (shadows ? batches.filter((b) => b.mesh.castShadow).length : 0);
}

function measureEdits() {
  const { editor, house, buildMs } = model(buildLarge, false);
  const rnd = random(5);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const syncs: Record<string, number[]> = { toggleWall: [], placeOption: [], moveItem: [], rotateItem: [], brush: [], undo: [] };
  const leaves = leafIds(editor);
  const sample = (kind: string, edit: () => void) => {
    edit();
    syncs[kind].push(house.lastSyncMs);
  };
  for (let i = 0; i < SAMPLES; i++) {
    const leaf = pick(leaves);
    // A wall off and on again (its options go with it, then come back with undo).
    sample('toggleWall', () => editor.dispatch({ type: 'toggleWall', spaceId: leaf, productId: WALL }));
    sample('undo', () => editor.undo());
    const options = orderedEntitiesOf(editor.world, EntityKind.option);
    const option = pick(options);
    sample('placeOption', () => editor.dispatch({ type: 'moveOption', entity: option, align: 'center' }));
    editor.undo();
    const items = orderedEntitiesOf(editor.world, EntityKind.furniture);
    const item = pick(items);
    sample('moveItem', () => editor.dispatch({ type: 'moveItem', entity: item, x: 1000 + rnd() * 20_000, y: 1000 + rnd() * 10_000 }));
    sample('rotateItem', () => editor.dispatch({ type: 'rotateItem', entity: item }));
    const wall = pick(orderedEntitiesOf(editor.world, EntityKind.wall));
    sample('brush', () => editor.dispatch({ type: 'brush', entity: wall, colorId: 1 + Math.floor(rnd() * 5) }));
  }
  const all = Object.values(syncs).flat();
  const out: Record<string, number> = { 'build.large.ms': buildMs };
  for (const [kind, samples] of Object.entries(syncs)) {
    out[`sync.${kind}.median_ms`] = median(samples);
    out[`sync.${kind}.p95_ms`] = p95(samples);
  }
  out['sync.all.median_ms'] = median(all);
  out['sync.all.p95_ms'] = p95(all);
  return out;
}

function measureScene(name: string, build: typeof buildLarge) {
  const { house } = model(build, true);
  const stats = house.stats();
  return {
    [`scene.${name}.draw_calls`]: drawCalls(house, false),
    [`scene.${name}.draw_calls_with_shadows`]: drawCalls(house, true),
    [`scene.${name}.triangles`]: stats.triangles,
    [`scene.${name}.instances`]: stats.instances,
    [`scene.${name}.geometries`]: house.registry.counts().geometries,
    [`scene.${name}.materials`]: house.registry.counts().materials,
  };
}

const results = { ...measureEdits(), ...measureScene('large', buildLarge), ...measureScene('small', buildSmall) };
const budgets = {
  sync_under_4ms: results['sync.all.median_ms'] < 4,
  draw_calls_under_200: results['scene.large.draw_calls_with_shadows'] < 200,
};
const file = fileURLToPath(new URL('./results/view3d.json', import.meta.url));
mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
writeFileSync(file, `${JSON.stringify({ results, budgets, samples: SAMPLES, node: process.version }, null, 2)}\n`);
console.log(JSON.stringify({ results, budgets, samples: SAMPLES }, null, 2));
if (!Object.values(budgets).every(Boolean)) process.exitCode = 1;

/**
 * The page's JS heap, split the way a leak hunt needs it: V8's own code (compiled and baseline code, bytecode,
 * feedback vectors, inline-cache handlers: heap-snapshot nodes of type `code`) apart from everything else (the
 * app's objects, strings, arrays, closures, DOM wrappers). Compiled code grows while V8 tiers up the functions a
 * long session keeps running and levels off; objects that grow with every open/close cycle are a leak.
 */
import type { CDPSession } from 'playwright-core';

export interface Kind { count: number; size: number }

export interface HeapFigures {
  /** Runtime.getHeapUsage after a forced GC, MB. */
  usedMb: number;
  /** Self sizes of the snapshot's `code` nodes, MB. */
  codeMb: number;
  /** Self sizes of every other node (JS objects, strings, closures and the DOM's native objects), MB. */
  objectsMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** A heap snapshot after a forced GC: object counts and self sizes per node type + name, and the split above. */
export async function heapSnapshot(cdp: CDPSession): Promise<{ kinds: Map<string, Kind>; figures: HeapFigures }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => { chunks.push(event.chunk); };
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const heap = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
  const fields = heap.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = heap.snapshot.meta.node_types[0];
  const kinds = new Map<string, Kind>();
  let code = 0;
  let other = 0;
  for (let i = 0; i < heap.nodes.length; i += width) {
    const type = types[heap.nodes[i + typeAt]];
    const size = heap.nodes[i + sizeAt];
    if (type === 'code') code += size; else other += size;
    // Strings and numbers by type only; everything else (objects, closures, compiled code) by its name too.
    const name = type === 'string' || type === 'number' || type === 'concatenated string' ? `(${type})` : heap.strings[heap.nodes[i + nameAt]];
    const key = `${type}:${name.slice(0, 80)}`;
    const kind = kinds.get(key) ?? { count: 0, size: 0 };
    kind.count++;
    kind.size += size;
    kinds.set(key, kind);
  }
  return { kinds, figures: { usedMb: mb(usedSize), codeMb: mb(code), objectsMb: mb(other) } };
}

/**
 * A CDP CPU profile's functions by self time, named as in our sources where the build's source maps say
 * (DIST_DIR's assets; the built names are minified), for the browser benchmarks' BENCH_PROFILE.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CallFrame { functionName: string; url: string; lineNumber: number; columnNumber?: number }
export interface ProfileNode { id: number; callFrame: CallFrame; children?: number[] }
export interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const r1 = (n: number) => Math.round(n * 10) / 10;
const ASSETS = resolve(fileURLToPath(new URL('../..', import.meta.url)), process.env.DIST_DIR ?? 'dist', 'assets');
// Not a dependency of ours but of the build's (Tailwind's, via @jridgewell/remapping): without it, built names.
const traceMapping = await import('@jridgewell/trace-mapping').catch(() => null);
const maps = new Map<string, import('@jridgewell/trace-mapping').TraceMap | null>();
/** A script's file name from its address ('(native)' for V8's own frames). */
export const fileOf = (url: string) => url.split('/').pop()?.split('?')[0] || '(native)';

/** A built function's name, source file and line from the build's source maps; null where none says. */
export function originalName(frame: CallFrame): string | null {
  const name = fileOf(frame.url);
  if (!traceMapping || !frame.url.includes('/assets/') || frame.columnNumber === undefined) return null;
  if (!maps.has(name)) {
    try {
      maps.set(name, new traceMapping.TraceMap(readFileSync(resolve(ASSETS, `${name}.map`), 'utf8')));
    } catch {
      maps.set(name, null);
    }
  }
  const map = maps.get(name);
  if (!map) return null;
  const pos = traceMapping.originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos.source) return null;
  const source = pos.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  return `${pos.name ?? frame.functionName} ${source}:${pos.line}`;
}

/** A frame's function as the summaries name it: its source name where the maps say, else its built name and file. */
export function functionKey(frame: CallFrame): string {
  return originalName(frame) ?? builtName(frame);
}

/** A frame's function by its built name, file and line. */
export function builtName(frame: CallFrame): string {
  return `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}`;
}

/** The functions with the most self time in a CPU profile, ms. */
export function topSelfTime(profile: Profile, count = 15): string[] {
  const byNode = new Map<number, number>();
  profile.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = byNode.get(node.id) ?? 0;
    if (!ms) continue;
    const key = functionKey(node.callFrame);
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  return [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${r1(ms)} ms  ${name}`);
}

/** A profile's nodes by id, and each node's parent (a sample's stack is its node and the parents up). */
export function profileTree(profile: Pick<Profile, 'nodes'>): { byId: Map<number, ProfileNode>; parent: Map<number, number> } {
  const parent = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const n of profile.nodes) {
    byId.set(n.id, n);
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  return { byId, parent };
}

/** Inclusive time of each function (by source name where known) whose frames are on the stack, ms: the top `count`. */
export function topInclusiveTime(profile: Profile, count = 15): string[] {
  const { byId, parent } = profileTree(profile);
  const names = new Map<number, string>();
  const nameOf = (node: ProfileNode) => {
    let name = names.get(node.id);
    if (name === undefined) names.set(node.id, name = functionKey(node.callFrame));
    return name;
  };
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)!;
      if (node.callFrame.functionName.startsWith('(')) continue;
      const name = nameOf(node);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  return [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${r1(ms)} ms  ${name}`);
}

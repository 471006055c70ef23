/**
 * The run loop the browser benchmarks share (bench:drag, bench:orbit): every case once per run, each run with the
 * load average before and after it (on these 2 cores the load halves the browser figures), the budgets judged per
 * run, and the figures written as JSON to BENCH_OUT or the bench's own results file.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface Run<R> { loadavg: string; loadavgAfter: string; cases: Record<string, R>; budgets: Record<string, boolean | null> }

const loadavg = (): string => readFileSync('/proc/loadavg', 'utf8').trim();

/** Runs `cases` `runs` times through `runCase`, printing each result and each run's budgets. */
export async function runCases<C extends { name: string }, R>(
  cases: readonly C[], runs: number, runCase: (c: C, run: number) => Promise<R>, budgets: (results: Record<string, R>) => Record<string, boolean | null>,
): Promise<Run<R>[]> {
  const out: Run<R>[] = [];
  for (let run = 1; run <= runs; run++) {
    const before = loadavg();
    console.log(`\nrun ${run}/${runs}, load average ${before}`);
    const results: Record<string, R> = {};
    for (const c of cases) {
      results[c.name] = await runCase(c, run);
      console.log(JSON.stringify(results[c.name]));
    }
    const after = loadavg();
    const verdict = budgets(results);
    out.push({ loadavg: before, loadavgAfter: after, cases: results, budgets: verdict });
    console.log(`load average after the run ${after}`);
    console.log('budgets:', JSON.stringify(verdict, null, 1));
  }
  return out;
}

/** Writes a bench's figures to BENCH_OUT when set (relative to `root`), else to `file` under `root`. */
export function writeResults(root: string, file: string, figures: unknown): string {
  const path = resolve(root, process.env.BENCH_OUT ?? file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(figures, null, 2)}\n`);
  return path;
}

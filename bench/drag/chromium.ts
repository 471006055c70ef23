/**
 * The benchmarks' Chromium: Debian's, headless, software WebGL (tests/helpers/chromium-flags.ts: STACK.md's flags
 * plus --disable-gpu, as issue 12 measures), and a way to wait until it is quiet before a measured open.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../tests/helpers/chromium-flags';

export function launchBenchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

const TICK_MS = 1000 / 100; // USER_HZ on Linux
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time (ms) all Chromium processes used so far. */
function chromiumCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('chromium')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // the process ended while being read
    }
  }
  return ticks * TICK_MS;
}

/**
 * Waits until Chromium's processes used under 10% of one core for `windowMs` (at most `timeoutMs`); answers the
 * ms waited. Why: closing a page does not stop the GPU process at once; software WebGL goes on with the frames
 * the closed page's 3D view had already sent (measured: a saved design opened right after another page closed
 * waited 1.0-1.5 s for its WebGL context, 0.1 s when opened 4 s later). Each open is measured on its own.
 */
export async function waitChromiumQuiet(windowMs = 300, timeoutMs = 15_000): Promise<number> {
  const start = Date.now();
  let before = chromiumCpuMs();
  while (Date.now() - start < timeoutMs) {
    await sleep(windowMs);
    const now = chromiumCpuMs();
    if (now - before < windowMs * 0.1) return Date.now() - start;
    before = now;
  }
  return Date.now() - start;
}

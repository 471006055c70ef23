/**
 * CPU time of Chromium's threads between two snapshots, from /proc (Linux): what a Chrome trace does not show.
 * Why: on software WebGL the GPU process's main thread mostly waits (round 20: 3.7 s of wall time in its tasks,
 * 0.26 s of thread time) while SwiftShader draws on worker threads that trace nothing; and the DevTools CPU
 * throttle (bench:orbit's phone, 4×) spins the page's main thread in a signal handler (Blink's
 * ThreadCPUThrottler busy-waits 3 µs per µs run on POSIX), which burns a core the trace counts as waiting.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 1000 / 100; // USER_HZ on Linux

/** Parent pid of each process. */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      out.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended while being read
    }
  }
  return out;
}

/**
 * CPU ms per "process type/thread name" of the Chromium processes this benchmark started (descendants of this
 * process: the other sessions on the machine run Chromiums of their own), thread names as the kernel keeps them.
 */
export function threadCpu(): Map<string, number> {
  const out = new Map<string, number>();
  const ppid = parents();
  const ours = (pid: number) => {
    for (let p = ppid.get(pid); p !== undefined && p > 1; p = ppid.get(p)) if (p === process.pid) return true;
    return false;
  };
  for (const pid of ppid.keys()) {
    if (!ours(pid)) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('chromium')) continue;
      const type = /--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser';
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        const name = stat.slice(stat.indexOf('(') + 1, close).replace(/\d+$/, '#');
        const fields = stat.slice(close + 2).split(' ');
        const key = `${type}/${name}`;
        out.set(key, (out.get(key) ?? 0) + (Number(fields[11]) + Number(fields[12])) * TICK_MS);
      }
    } catch {
      // the process or thread ended while being read
    }
  }
  return out;
}

/** The CPU ms each thread group used from `before` to `after`, most first, groups over `minMs`. */
export function cpuSince(before: Map<string, number>, after: Map<string, number>, minMs = 20): [string, number][] {
  return [...after].map(([k, v]) => [k, v - (before.get(k) ?? 0)] as [string, number]).filter(([, v]) => v >= minMs).sort((a, b) => b[1] - a[1]);
}

/**
 * Lighthouse's mobile profile (its 'devtools' throttling figures), as bench/cold-open.ts and
 * bench/open-waterfall.ts (BENCH_MOBILE=1) open a page: a 390 × 844 @2× touch viewport, CDP network emulation
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), the cache disabled and the CPU throttled 4×.
 */
import type { CDPSession } from 'playwright-core';

export const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const MOBILE_CPU_THROTTLING = 4;
export const MOBILE_VIEWPORT = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Puts the page of `cdp` on the mobile profile's network and CPU, with no cache. */
export async function emulateMobile(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_THROTTLING });
}

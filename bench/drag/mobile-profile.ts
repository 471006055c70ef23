/**
 * Lighthouse's mobile profile (its 'devtools' throttling figures), as bench/cold-open.ts and
 * bench/open-waterfall.ts (BENCH_MOBILE=1) open a page: a 390 × 844 @2× touch viewport, CDP network emulation
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), the cache disabled and the CPU throttled 4×.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { TUTORIAL_SEEN } from './app-server';

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

/** A fresh page as the open benchmarks use it: the desktop's 1280 × 800, or with `mobile` the profile above. */
export async function newOpenPage(browser: Browser, mobile: boolean): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    ...(mobile ? MOBILE_VIEWPORT : { viewport: { width: 1280, height: 800 } }), locale: 'nl-NL', storageState: TUTORIAL_SEEN,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (mobile) await emulateMobile(cdp);
  return { context, page, cdp };
}

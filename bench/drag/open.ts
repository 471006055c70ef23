/**
 * When a configurator page's two views were first on screen. The plan's and the 3D view's render calls only
 * queue their drawing; on software WebGL the GPU process spends a few hundred ms drawing a 3,000-item frame,
 * and the page's next animation frame waits for it. So "shown" is that next frame (firstShownAt), and
 * "rendered" the end of the render call, which earlier rounds reported as the open time.
 */
import type { Page } from 'playwright-core';

export interface OpenTimes { plan: number; view3d: number; planRendered: number; view3dRendered: number }

/** The read-only open hooks the benchmarks read. */
export type OpenHooks = {
  __plan2d?: { firstRenderAt(): number | null; firstShownAt(): number | null };
  __view3d?: { frame(): { firstAt: number | null; firstShownAt: number | null } };
};

/** Waits until both views' first frames are on screen; answers when each was rendered and shown (ms after navigation start). */
export async function waitOpened(page: Page): Promise<OpenTimes> {
  await page.waitForFunction(() => {
    const w = window as unknown as OpenHooks;
    return w.__plan2d?.firstShownAt() != null && w.__view3d?.frame().firstShownAt != null;
  }, null, { timeout: 120_000, polling: 50 });
  return page.evaluate(() => {
    const w = window as unknown as Required<OpenHooks>;
    const frame = w.__view3d.frame();
    return { plan: w.__plan2d.firstShownAt()!, view3d: frame.firstShownAt!, planRendered: w.__plan2d.firstRenderAt()!, view3dRendered: frame.firstAt! };
  });
}

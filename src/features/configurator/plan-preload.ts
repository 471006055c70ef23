/**
 * Starts making the plan's Pixi Application (src/plan2d/render/plan-app.ts) while a configurator session loads
 * its catalogue and design: Pixi's init and its shader compile then overlap the requests instead of delaying
 * the plan's first frame. A dynamic import: the plan's chunks may load apart from the page's. At most one
 * Application waits; calls while one does change nothing. The plan's mount is asked for too. (For a saved-work
 * address the entry module already started both, src/root/early-open.ts.)
 */
import { loadMountPlan } from '../../plan2d/load-mount';

export function preparePlan(): void {
  import('../../plan2d/render/plan-app').then((m) => m.preparePlanApp()).catch(() => {
    // The plan's own import reports a failure when it mounts; here a failed start only costs the overlap.
  });
  // The plan's mount (PlanPanel loads it apart, plan2d/load-mount.ts) on the line beside Pixi, not after the page.
  loadMountPlan().catch(() => undefined);
}

/**
 * Starts making the plan's Pixi Application (src/plan2d/render/plan-app.ts) while a configurator session loads
 * its catalogue and design: Pixi's init and its shader compile then overlap the requests instead of delaying
 * the plan's first frame. A dynamic import: the plan's chunks may load apart from the page's. At most one
 * Application waits; calls while one does change nothing. (For a saved-work address the entry module already
 * started it, src/root/early-open.ts.)
 */
export function preparePlan(): void {
  import('../../plan2d/render/plan-app').then((m) => m.preparePlanApp()).catch(() => {
    // The plan's own import reports a failure when it mounts; here a failed start only costs the overlap.
  });
}

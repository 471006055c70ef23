/**
 * Pixi's Application.init imports its browser extensions (events, accessibility, DOM) with a dynamic import
 * (pixi.js/lib/environment-browser/browserExt.mjs), i.e. only once the plan mounts, after the catalogue and
 * the design arrived: one more chunk round trip before the plan's first frame. Asking for the same module while
 * they are fetched puts that chunk in the module cache by then; Pixi's own import then resolves at once.
 */
let preloading: Promise<unknown> | null = null;

export function preloadPlanRuntime(): void {
  preloading ??= import('pixi.js/browser').catch(() => {
    // Pixi's own import reports a failure when the plan mounts; here a failed preload only costs the overlap.
    preloading = null;
  });
}

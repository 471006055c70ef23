/**
 * Pixi's Application.init imports its WebGL renderer with a dynamic import
 * (pixi.js/lib/rendering/renderers/autoDetectRenderer.mjs), i.e. only once the plan mounts, after the catalogue
 * and the design arrived: one more chunk round trip before the plan's first frame. Asking for the same module
 * while they are fetched puts that chunk in the module cache by then; Pixi's own import then resolves at once.
 */
let preloading: Promise<unknown> | null = null;

export function preloadPlanRuntime(): void {
  preloading ??= import('pixi-lib/rendering/renderers/gl/WebGLRenderer').catch(() => {
    // Pixi's own import reports a failure when the plan mounts; here a failed preload only costs the overlap.
    preloading = null;
  });
}

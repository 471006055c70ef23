/**
 * The plan's mount (its Pixi view and all of Pixi under it), loaded apart from the page that shows it. With it
 * imported statically, the configurator's route could not run before Pixi's chunks (~86 KB brotli, the last
 * JavaScript before the plan on a shared link) had arrived, so the catalogue's answers, the session and React's
 * render of the page all waited for them; now they run while Pixi is still on the line and only the plan's mount
 * waits. Whoever knows a plan will show asks for the module ahead (src/root/early-open.ts,
 * src/root/prefetch-configurator.ts), so this import finds it loaded or on its way.
 */
import type { mountPlan } from './mount';

export function loadMountPlan(): Promise<typeof mountPlan> {
  return import('./mount').then((m) => m.mountPlan);
}

/**
 * The plan camera's gestures, loaded after the plan's first frame (camera.ts says why): pixi-viewport and the
 * Pixi event system it listens to. The plan's renderer was made without the event system (pixi-build.ts), so
 * it is made here for that renderer; registering Pixi's events extension also gives containers their
 * `eventMode` and hit testing, which pixi-viewport's input needs.
 */
import 'pixi-lib/events/init';
import { EventSystem } from 'pixi-lib/events/EventSystem';
import type { Renderer } from 'pixi.js';
import { movesForThePlanOnly, type MoveListening } from './plan-moves';

export { Viewport } from 'pixi-viewport';

/**
 * An event system on the renderer's canvas, as Application.init would have made it (default options), hearing
 * only the moves that are the plan's (plan-moves.ts).
 */
export function createEvents(renderer: Renderer): EventSystem {
  const events = new EventSystem(renderer);
  movesForThePlanOnly(events as unknown as MoveListening, renderer.canvas);
  events.init({});
  return events;
}

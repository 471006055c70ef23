/**
 * Pixi's event system hears pointer moves on the whole document, so that a gesture that leaves the canvas goes on,
 * and maps each through the plan's scene: every move over the 3D view beside it too (on the phone bench ~1.8 ms of
 * each orbit frame's main thread under the 4× throttle, bench/README round 25). `movesForThePlanOnly` gives it only
 * the moves over the plan's canvas and, while a pointer that went down on the canvas is down, all of them.
 */

type MoveEvent = Event & { target: EventTarget | null };

/** What of Pixi's EventSystem this needs: its bound move listener (private in its types) and its destroy. */
export interface MoveListening {
  _onPointerMove: (event: MoveEvent) => void;
  destroy(): void;
}

/**
 * Wraps `events`' move listener; call it before the event system's `init`, which adds that listener to the
 * document. `page`: where a pointer's release is heard wherever it happens (the window). Undone by `destroy`.
 */
export function movesForThePlanOnly(events: MoveListening, canvas: EventTarget, page: EventTarget = globalThis as unknown as EventTarget): void {
  const move = events._onPointerMove;
  const down = new Set<number>();
  canvas.addEventListener('pointerdown', (event) => { down.add((event as PointerEvent).pointerId); }, true);
  const up = (event: Event) => { down.delete((event as PointerEvent).pointerId); };
  // Options as an object: Node's EventTarget (the unit test's) does not match a boolean `true` on removal.
  const capture = { capture: true };
  page.addEventListener('pointerup', up, capture);
  page.addEventListener('pointercancel', up, capture);
  events._onPointerMove = (event) => {
    if (event.target === canvas || down.size > 0) move(event);
  };
  const destroy = events.destroy.bind(events);
  events.destroy = () => {
    page.removeEventListener('pointerup', up, capture);
    page.removeEventListener('pointercancel', up, capture);
    destroy();
  };
}

/**
 * When the plan's pan and zoom (camera-gestures.ts, 15.7 KB brotli) are fetched on an open: once the page says the
 * line is free for them (`after`, the configurator: the 3D view's code is in), or at once when the visitor presses,
 * touches or scrolls the plan before that. Requested beside the 3D view's code at the plan's first frame, they
 * shared a phone's 1.6 Mbit/s line with it and the shared link's 3D view came ~80 ms later (bench:cold-open).
 */

/** What on the plan says the visitor wants to move or zoom it now. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'wheel'] as const;

export function gesturesDue(host: EventTarget, after: () => Promise<unknown>): Promise<void> {
  return new Promise<void>((resolve) => {
    const due = () => {
      for (const type of INTENT_EVENTS) host.removeEventListener(type, due, { capture: true });
      resolve();
    };
    // Capture and passive: seen before the plan's own handlers, and never holding a scroll or a press back.
    for (const type of INTENT_EVENTS) host.addEventListener(type, due, { capture: true, passive: true });
    // Failed or not, the line is free then.
    after().then(due, due);
  });
}

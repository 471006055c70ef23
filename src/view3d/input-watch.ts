/**
 * Whether the visitor is touching the page (issue 26 item 2). The 3D view's drawing buffer is first sized at
 * the motion frames' floor (half the device's pixel ratio); growing it to the full ratio is one task of
 * ~450 ms on a throttled phone at 3,000 items: the GPU process allocates the multisampled buffer and the
 * software compositor reads the new canvas back at the next commit. A drag met that task when the view's first
 * frame came while a finger was down (before the plan's drag had started, or between its moves). The view
 * draws at the floor until the page has been left alone for a moment, and then grows the buffer.
 */

/** The page counts as left alone this long after the last press, release, wheel or key, ms. */
export const QUIET_MS = 1000;

/** Chromium's `navigator.scheduling` (not in TypeScript's DOM library). */
interface Scheduling { isInputPending?(options?: { includeContinuous?: boolean }): boolean }

function inputPending(includeContinuous: boolean): boolean {
  const scheduling = (globalThis.navigator as { scheduling?: Scheduling } | undefined)?.scheduling;
  return !!scheduling?.isInputPending?.({ includeContinuous });
}

const EVENTS = ['pointerdown', 'pointerup', 'pointercancel', 'wheel', 'keydown'] as const;

export class InputWatch {
  /** Pointers down now (their ids). */
  private readonly down = new Set<number>();
  private lastAt = -Infinity;
  private readonly listener = (event: Event): void => this.heard(event);
  private readonly clear = (): void => this.down.clear();

  /** `target`: where the page's input passes (the window, in the capture phase, before any handler stops it). */
  constructor(private readonly target: EventTarget = window, private readonly clock: () => number = () => performance.now()) {
    for (const type of EVENTS) target.addEventListener(type, this.listener, { capture: true, passive: true });
    // A pointer released outside the window is never heard: leaving the window lets go of them all.
    target.addEventListener('blur', this.clear);
  }

  private heard(event: Event): void {
    this.lastAt = this.clock();
    const id = (event as PointerEvent).pointerId;
    if (event.type === 'pointerdown') this.down.add(id);
    else if (event.type === 'pointerup' || event.type === 'pointercancel') this.down.delete(id);
  }

  /** No pointer down, nothing heard for QUIET_MS, and no input waiting to be handled. */
  quiet(now: number): boolean {
    if (this.down.size > 0 || now - this.lastAt < QUIET_MS) return false;
    return !inputPending(true);
  }

  /** A pointer is down, or a press, release or key waits to be handled. */
  touching(): boolean {
    return this.down.size > 0 || inputPending(false);
  }

  dispose(): void {
    for (const type of EVENTS) this.target.removeEventListener(type, this.listener, { capture: true });
    this.target.removeEventListener('blur', this.clear);
    this.down.clear();
  }
}

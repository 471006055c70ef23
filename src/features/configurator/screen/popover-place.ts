/** Where a popover (top layer, placed against the viewport) goes under the button that opens it. */

/** The gap between the button and the popover, px. */
export const POPOVER_GAP = 8;

/** `top` and `right` (CSS px from the viewport's edges) that put a popover under `button`, right edges aligned. */
export function belowRightEdge(button: { bottom: number; right: number }, viewportWidth: number): { top: number; right: number } {
  return { top: Math.round(button.bottom + POPOVER_GAP), right: Math.max(0, Math.round(viewportWidth - button.right)) };
}

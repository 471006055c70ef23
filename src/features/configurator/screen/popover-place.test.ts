import { describe, expect, it } from 'vitest';
import { belowRightEdge, POPOVER_GAP } from './popover-place';

describe('belowRightEdge', () => {
  it('puts the popover under the button with their right edges aligned', () => {
    expect(belowRightEdge({ bottom: 52, right: 340 }, 390)).toEqual({ top: 52 + POPOVER_GAP, right: 50 });
  });

  it('keeps it inside the viewport when the button reaches past its right edge', () => {
    expect(belowRightEdge({ bottom: 44.4, right: 395 }, 390)).toEqual({ top: 52, right: 0 });
  });
});

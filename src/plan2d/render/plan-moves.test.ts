import { describe, expect, it } from 'vitest';
import { movesForThePlanOnly, type MoveListening } from './plan-moves';

function pointer(type: string, pointerId = 1): Event {
  return Object.assign(new Event(type), { pointerId });
}

function setUp() {
  const canvas = new EventTarget();
  const elsewhere = new EventTarget();
  const page = new EventTarget();
  const heard: EventTarget[] = [];
  let destroyed = 0;
  const events: MoveListening = { _onPointerMove: (event) => { heard.push(event.target!); }, destroy: () => { destroyed++; } };
  movesForThePlanOnly(events, canvas, page);
  // The move as the document's listener gets it: its target is where the pointer is.
  const moveOver = (target: EventTarget) => {
    const event = new Event('pointermove');
    target.addEventListener('pointermove', (e) => events._onPointerMove(e), { once: true });
    target.dispatchEvent(event);
  };
  return { canvas, elsewhere, page, heard, events, moveOver, destroyed: () => destroyed };
}

describe('movesForThePlanOnly', () => {
  it('passes on moves over the canvas and leaves out moves elsewhere (the 3D view beside it)', () => {
    const { canvas, elsewhere, heard, moveOver } = setUp();
    moveOver(canvas);
    moveOver(elsewhere);
    moveOver(elsewhere);
    expect(heard).toEqual([canvas]);
  });

  it('passes on every move while a pointer that went down on the canvas is down, until it is released', () => {
    const { canvas, elsewhere, page, heard, moveOver } = setUp();
    canvas.dispatchEvent(pointer('pointerdown', 7));
    moveOver(elsewhere);
    page.dispatchEvent(pointer('pointerup', 7));
    moveOver(elsewhere);
    expect(heard).toEqual([elsewhere]);
  });

  it('counts each pointer apart (a pinch) and hears a cancel as a release', () => {
    const { canvas, elsewhere, page, heard, moveOver } = setUp();
    canvas.dispatchEvent(pointer('pointerdown', 1));
    canvas.dispatchEvent(pointer('pointerdown', 2));
    page.dispatchEvent(pointer('pointerup', 1));
    moveOver(elsewhere);
    page.dispatchEvent(pointer('pointercancel', 2));
    moveOver(elsewhere);
    expect(heard).toEqual([elsewhere]);
  });

  it('stops listening to the page when the event system is destroyed, and destroys it', () => {
    const { canvas, elsewhere, page, heard, events, moveOver, destroyed } = setUp();
    canvas.dispatchEvent(pointer('pointerdown', 3));
    events.destroy();
    expect(destroyed()).toBe(1);
    // The release is no longer heard: the pointer counts as down, so the move passes (the plan is gone anyway).
    page.dispatchEvent(pointer('pointerup', 3));
    moveOver(elsewhere);
    expect(heard).toEqual([elsewhere]);
  });
});

import { describe, expect, it } from 'vitest';
import { CATCH_UP_BUDGET_MS, CHEAP_FRAME_MS, DRAG_PAUSE_MS, FramePacer, MIN_SCALE, PAUSE_FRAME_MAX_MS, SETTLE_MS } from './pacer';

/** Draws what the pacer asks for at `now`, finishing on the GPU after `cost(scale)` ms. Answers the scales drawn. */
function drive(pacer: FramePacer, from: number, to: number, cost: (scale: number) => number, step = 16): number[] {
  const drawn: number[] = [];
  let doneAt = Infinity;
  for (let now = from; now <= to; now += step) {
    if (now >= doneAt) { pacer.completed(now); doneAt = Infinity; }
    const scale = pacer.next(now);
    if (scale === null) continue;
    pacer.submitted(scale, now);
    drawn.push(scale);
    doneAt = now + cost(scale);
  }
  return drawn;
}

/** A pacer that measured one full frame of `cost` ms. */
function measured(cost: number): FramePacer {
  const pacer = new FramePacer();
  pacer.request('now', 0);
  expect(pacer.next(0)).toBe(1);
  pacer.submitted(1, 0);
  pacer.completed(cost);
  expect(pacer.fullCostMs).toBe(cost);
  return pacer;
}

/** A pacer whose full frames are very dear and whose plain partial frame took 400 ms, in a drag from 1,000 ms. */
function dragging(): FramePacer {
  const pacer = measured(100_000);
  pacer.request('now', 0);
  pacer.submittedPartial(0);
  pacer.completed(400);
  pacer.request('transient', 1000);
  return pacer;
}

describe('frame pacer', () => {
  it('calls full frames expensive only once one was measured dearer than a cheap frame (motion frames flatten textures then)', () => {
    expect(new FramePacer().fullFramesExpensive).toBe(false);
    expect(measured(CHEAP_FRAME_MS).fullFramesExpensive).toBe(false);
    expect(measured(CHEAP_FRAME_MS + 1).fullFramesExpensive).toBe(true);
  });

  it('never has two frames in flight: requests during a frame are coalesced into the next one', () => {
    const pacer = measured(10);
    pacer.request('now', 100);
    expect(pacer.next(100)).toBe(1);
    pacer.submitted(1, 100);
    for (const t of [110, 120, 130]) {
      pacer.request('now', t);
      expect(pacer.next(t)).toBeNull();
    }
    pacer.completed(140);
    expect(pacer.next(140)).toBe(1);
  });

  it('draws every move of a drag while frames are cheap', () => {
    const pacer = measured(8);
    let drawn = 0;
    for (let t = 100; t < 600; t += 16) {
      pacer.request('transient', t);
      const scale = pacer.next(t);
      if (scale !== null) { drawn++; pacer.submitted(scale, t); pacer.completed(t + 8); }
    }
    expect(drawn).toBe(Math.ceil(500 / 16));
  });

  it('a very expensive view draws nothing while the pointer is down, however long the drag pauses', () => {
    const pacer = measured(PAUSE_FRAME_MAX_MS + 1);
    pacer.request('transient', 100);
    for (let t = 100; t < 3000; t += 16) expect(pacer.next(t)).toBeNull();
    pacer.request('now', 3000);
    expect(pacer.next(3000)).not.toBeNull();
  });

  it('draws nothing while an expensive drag keeps moving, a reduced frame when it pauses, and at once when it ends', () => {
    const pacer = measured(PAUSE_FRAME_MAX_MS);
    // Moves every 16 ms for a second: no 3D frame may hold the plan back.
    let last = 0;
    for (let t = 100; t < 1100; t += 16) {
      pacer.request('transient', t);
      expect(pacer.next(t)).toBeNull();
      last = t;
    }
    // The pointer rests (still down): after the pause, one frame scaled to the budget.
    expect(pacer.next(last + DRAG_PAUSE_MS - 1)).toBeNull();
    const pause = pacer.next(last + DRAG_PAUSE_MS);
    expect(pause).toBe(0.5);
    pacer.submitted(pause!, last + DRAG_PAUSE_MS);
    pacer.completed(last + DRAG_PAUSE_MS + PAUSE_FRAME_MAX_MS * 0.25);
    // The release commits the drag: drawn on the next animation frame, reduced, then in full once settled.
    pacer.request('now', 2000);
    const drawn = drive(pacer, 2000, 2000 + SETTLE_MS + 400, (s) => PAUSE_FRAME_MAX_MS * s * s);
    expect(drawn[0]).toBeLessThan(1);
    expect(drawn.at(-1)).toBe(1);
    expect(drawn).toHaveLength(2);
  });

  it('scales a catch-up frame so its fragment work fits the budget, in quarter steps, never below the minimum', () => {
    expect(measured(CATCH_UP_BUDGET_MS).next(1)).toBeNull();
    const a = measured(CATCH_UP_BUDGET_MS * 3);
    a.request('now', 10_000);
    expect(a.next(10_000)).toBe(0.5);
    const b = measured(CATCH_UP_BUDGET_MS);
    b.request('now', 10_000);
    expect(b.next(10_000)).toBe(1);
    const c = measured(100_000);
    c.request('now', 10_000);
    expect(c.next(10_000)).toBe(MIN_SCALE);
  });

  it('a full frame is drawn after a reduced one only when nothing changed for a while', () => {
    const pacer = measured(1000);
    pacer.request('now', 100);
    expect(pacer.next(100)).toBe(0.25);
    pacer.submitted(0.25, 100);
    pacer.completed(170);
    expect(pacer.busy).toBe(true);
    expect(pacer.next(100 + SETTLE_MS - 1)).toBeNull();
    expect(pacer.next(100 + SETTLE_MS)).toBe(1);
    pacer.submitted(1, 100 + SETTLE_MS);
    pacer.completed(1500);
    expect(pacer.busy).toBe(false);
  });

  it('partial frames: drawn at once on release even when full frames are very expensive; their cost does not touch the full one', () => {
    const pacer = measured(100_000);
    pacer.request('transient', 100);
    // Never measured: none during the drag, not even when it pauses; the release draws one at once.
    expect(pacer.nextPartial(100)).toBe(false);
    expect(pacer.nextPartial(100 + DRAG_PAUSE_MS * 4)).toBe(false);
    pacer.request('now', 100);
    expect(pacer.nextPartial(100)).toBe(true);
    pacer.submittedPartial(100);
    expect(pacer.nextPartial(116)).toBe(false);
    pacer.completed(108);
    expect(pacer.partialCostMs).toBe(8);
    expect(pacer.fullCostMs).toBe(100_000);
    // Cheap: every move of the drag gets one.
    pacer.request('transient', 120);
    expect(pacer.nextPartial(120)).toBe(true);
    pacer.submittedPartial(120);
    pacer.completed(120 + CHEAP_FRAME_MS + 30);
    // Too dear for every move: only when the drag pauses, or at once when it ends.
    pacer.request('transient', 200);
    expect(pacer.nextPartial(200)).toBe(false);
    expect(pacer.next(200)).toBeNull();
    expect(pacer.nextPartial(200 + DRAG_PAUSE_MS)).toBe(true);
    pacer.request('now', 300);
    expect(pacer.nextPartial(300)).toBe(true);
    pacer.submittedPartial(300);
    pacer.completed(340);
    // Dearer than a pause frame may be: none while the pointer is down, however long the drag pauses.
    pacer.request('now', 400);
    expect(pacer.nextPartial(400)).toBe(true);
    pacer.submittedPartial(400);
    pacer.completed(400 + PAUSE_FRAME_MAX_MS + 1);
    pacer.request('transient', 700);
    expect(pacer.nextPartial(700 + DRAG_PAUSE_MS * 10)).toBe(false);
    pacer.request('now', 5000);
    pacer.submittedPartial(5000);
    pacer.completed(5040);
    // A partial frame on a full-resolution screen leaves nothing to settle.
    expect(pacer.busy).toBe(false);
    expect(pacer.nextPartial(1000)).toBe(false);
  });

  it('a partial frame over a reduced one still lets the full frame follow once things settle', () => {
    const pacer = measured(1000);
    pacer.request('now', 100);
    expect(pacer.next(100)).toBe(0.25);
    pacer.submitted(0.25, 100);
    pacer.completed(170);
    pacer.request('now', 200);
    expect(pacer.nextPartial(200)).toBe(true);
    pacer.submittedPartial(200);
    pacer.completed(205);
    expect(pacer.busy).toBe(true);
    expect(pacer.next(200 + SETTLE_MS)).toBe(1);
  });

  it("a drag's capture is drawn on the animation frame after its first move whatever it costs; composed frames go by their own cost", () => {
    const pacer = dragging();
    // Plain partial frames measured dear: none during the drag; the capture all the same, one animation frame
    // after the drag's first (where the plan redraws its canvas).
    expect(pacer.nextPartial(1000)).toBe(false);
    expect(pacer.nextPartial(1000, 'capture')).toBe(false);
    expect(pacer.nextPartial(1016, 'capture')).toBe(true);
    pacer.submittedPartial(1000, 'capture');
    // The capture shows nothing new: the move stays pending, and its composed frame waits only for the capture.
    expect(pacer.busy).toBe(true);
    expect(pacer.nextPartial(1016, 'composed')).toBe(false);
    pacer.completed(1300);
    expect(pacer.partialCostMs).toBe(300);
    expect(pacer.nextPartial(1300, 'composed')).toBe(true);
    pacer.submittedPartial(1300, 'composed');
    pacer.completed(1340);
    expect(pacer.composedCostMs).toBe(40);
    expect(pacer.busy).toBe(false);
    // Measured dearer than a drag's frame: the next composed frames wait for the release, where one is drawn at once.
    pacer.request('transient', 1400);
    expect(pacer.nextPartial(1400, 'composed')).toBe(false);
    pacer.request('now', 1500);
    expect(pacer.nextPartial(1500, 'composed')).toBe(true);
    pacer.submittedPartial(1500, 'composed');
    pacer.completed(1505);
    expect(pacer.composedCostMs).toBe(5);
    expect(pacer.partialCostMs).toBe(300);
    // Measured cheap: the next drag's composed frames follow every move.
    pacer.request('transient', 2000);
    expect(pacer.nextPartial(2000, 'composed')).toBe(true);
    expect(pacer.nextPartial(2000, 'plain')).toBe(false);
  });

  it('a capture that ends with the drag keeps the release pending, and a full frame clears the composed one due', () => {
    const pacer = dragging();
    pacer.submittedPartial(1000, 'capture');
    // A change that must show now (here the release) draws a capture at once.
    pacer.completed(1050);
    pacer.request('now', 1060);
    expect(pacer.nextPartial(1060, 'capture')).toBe(true);
    pacer.submittedPartial(1060, 'capture');
    pacer.request('now', 1100);
    pacer.completed(1300);
    expect(pacer.nextPartial(1300, 'composed')).toBe(true);
    // The camera moved instead: a full frame shows everything, and no composed frame is due after it.
    pacer.submitted(1, 1300);
    pacer.completed(1400);
    pacer.request('transient', 1500);
    expect(pacer.nextPartial(1500, 'composed')).toBe(false);
  });
});

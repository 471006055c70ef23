import { describe, expect, it, vi } from 'vitest';
import { InputWatch, QUIET_MS } from './input-watch';

/** A pointer event as the window hears it (Node has no PointerEvent). */
function pointer(type: string, pointerId = 1): Event {
  return Object.assign(new Event(type), { pointerId });
}

function watch() {
  const target = new EventTarget();
  let clock = 0;
  const input = new InputWatch(target, () => clock);
  return { target, input, at: (ms: number) => { clock = ms; } };
}

describe('InputWatch', () => {
  it('is quiet when nothing was heard', () => {
    expect(watch().input.quiet(0)).toBe(true);
  });

  it('is not quiet while a pointer is down, however long ago it was pressed', () => {
    const { target, input, at } = watch();
    at(100);
    target.dispatchEvent(pointer('pointerdown'));
    expect(input.quiet(100 + 10 * QUIET_MS)).toBe(false);
  });

  it('is quiet QUIET_MS after the last pointer was released', () => {
    const { target, input, at } = watch();
    at(100);
    target.dispatchEvent(pointer('pointerdown', 1));
    target.dispatchEvent(pointer('pointerdown', 2));
    at(500);
    target.dispatchEvent(pointer('pointerup', 1));
    expect(input.quiet(500 + QUIET_MS)).toBe(false);
    at(600);
    target.dispatchEvent(pointer('pointercancel', 2));
    expect(input.quiet(600 + QUIET_MS - 1)).toBe(false);
    expect(input.quiet(600 + QUIET_MS)).toBe(true);
  });

  it('counts a wheel or a key as input', () => {
    const { target, input, at } = watch();
    at(1000);
    target.dispatchEvent(new Event('wheel'));
    expect(input.quiet(1000 + QUIET_MS / 2)).toBe(false);
    at(3000);
    target.dispatchEvent(new Event('keydown'));
    expect(input.quiet(3000 + QUIET_MS / 2)).toBe(false);
    expect(input.quiet(3000 + QUIET_MS)).toBe(true);
  });

  it('lets go of the pointers down when the window loses focus', () => {
    const { target, input, at } = watch();
    target.dispatchEvent(pointer('pointerdown'));
    target.dispatchEvent(new Event('blur'));
    at(QUIET_MS);
    expect(input.quiet(QUIET_MS)).toBe(true);
  });

  it('hears nothing once disposed', () => {
    const { target, input } = watch();
    input.dispose();
    target.dispatchEvent(pointer('pointerdown'));
    expect(input.quiet(0)).toBe(true);
  });

  it('is touching while a pointer is down, and not once it is released, however recently', () => {
    const { target, input, at } = watch();
    expect(input.touching()).toBe(false);
    at(100);
    target.dispatchEvent(pointer('pointerdown'));
    expect(input.touching()).toBe(true);
    target.dispatchEvent(pointer('pointerup'));
    expect(input.touching()).toBe(false);
    expect(input.quiet(101)).toBe(false);
  });

  it('is touching while a press waits to be handled (isInputPending), not counting moves', () => {
    const { input } = watch();
    const asked: unknown[] = [];
    const scheduling = { isInputPending: (options: { includeContinuous: boolean }) => { asked.push(options.includeContinuous); return true; } };
    vi.stubGlobal('navigator', { scheduling });
    try {
      expect(input.touching()).toBe(true);
      expect(asked).toEqual([false]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

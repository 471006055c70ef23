import { describe, expect, it } from 'vitest';
import { gesturesDue } from './gestures-due';

/** A promise settled by hand, and whether gesturesDue's promise has resolved yet. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}
async function settledYet(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => { done = true; });
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

describe('gesturesDue', () => {
  it('waits for the page\'s loads, then is due', async () => {
    const host = new EventTarget();
    const after = deferred();
    const due = gesturesDue(host, () => after.promise);
    expect(await settledYet(due)).toBe(false);
    after.resolve();
    expect(await settledYet(due)).toBe(true);
  });

  it.each(['pointerdown', 'touchstart', 'wheel'])('is due at once on a %s on the plan', async (type) => {
    const host = new EventTarget();
    const due = gesturesDue(host, () => new Promise(() => {}));
    host.dispatchEvent(new Event('pointermove'));
    expect(await settledYet(due)).toBe(false);
    host.dispatchEvent(new Event(type));
    expect(await settledYet(due)).toBe(true);
  });

  it('is due when the page\'s loads fail too', async () => {
    const host = new EventTarget();
    const after = deferred();
    const due = gesturesDue(host, () => after.promise);
    after.reject(new Error('offline'));
    expect(await settledYet(due)).toBe(true);
  });

  it('stops listening once due', async () => {
    const host = new EventTarget();
    const added: string[] = [];
    const removed: string[] = [];
    const add = host.addEventListener.bind(host);
    const remove = host.removeEventListener.bind(host);
    host.addEventListener = (type, listener, options) => { added.push(type); add(type, listener, options); };
    host.removeEventListener = (type, listener, options) => { removed.push(type); remove(type, listener, options); };
    await gesturesDue(host, () => Promise.resolve());
    expect(added.sort()).toEqual(['pointerdown', 'touchstart', 'wheel']);
    expect(removed.sort()).toEqual(added);
  });
});

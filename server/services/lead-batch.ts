/**
 * Groups writes that arrive together: the first is written at once; those that arrive while a write runs wait
 * for it and are then written together by the next one (at most `maxBatch` at a time). One write in flight per
 * batcher, so a batch never waits for a lock its own process's previous batch holds. When a batch fails, each of
 * its items is written alone, so one item's failure (a design code already taken) is that item's alone and the
 * others are stored as if they had come one by one.
 */
interface Pending<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export class LeadBatcher<T, R> {
  private queue: Pending<T, R>[] = [];
  private writing = false;

  /** `write` answers one result per item, in the items' order, or fails as a whole. */
  constructor(private readonly write: (items: T[]) => Promise<R[]>, private readonly maxBatch = 16) {}

  store(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) await this.writeBatch(this.queue.splice(0, this.maxBatch));
    } finally {
      this.writing = false;
    }
  }

  private async writeBatch(batch: Pending<T, R>[]): Promise<void> {
    try {
      const results = await this.write(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(results[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      await Promise.all(batch.map(async (p) => {
        try {
          p.resolve((await this.write([p.item]))[0]);
        } catch (alone) {
          p.reject(alone);
        }
      }));
    }
  }
}

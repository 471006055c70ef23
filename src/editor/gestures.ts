/**
 * An item drag as one concept: `editor.beginDrag(uid)` answers an `ItemDrag` that owns the drag's transient
 * state and its history capture. Every `update` runs the moveItem rule in the drag's one transaction and is
 * published to the renderers as a transient change (no history step, no committed version, no price);
 * `commit` turns the whole drag into one history step, `cancel` puts the item back where it started.
 *
 *   beginDrag(uid) ──update(x, y)*──▶ commit()  one history step (or none when nothing moved)
 *                                  └▶ cancel()  the item back at its start, no step
 *
 * The drag resolves its uid to the live entity once: while it is open no other change can reach the world
 * (any other accepted command, undo, redo or load commits it first), so the entity id stays valid throughout.
 */
import { moveItem } from './commands/items';
import { reject, type CommandContext, type CommandResult } from './commands/types';
import { texts } from '../domain/texts';
import { Transaction } from './transaction';

/** What a drag needs of the editor: publishing its moves and the two ways its transaction ends. */
export interface DragHost {
  /** Publish the drag's moves so far (transient): renderers follow, history and price do not. Answers whether anything was published. */
  publishMove(tx: Transaction): boolean;
  /** The drag ended: record its step and publish; `shown`: transient moves were published (renderers wait for the end). */
  finish(tx: Transaction, shown: boolean): void;
  /** The drag was taken back: undo what it wrote and publish that. */
  revert(tx: Transaction, shown: boolean): void;
  /** The drag is over (committed or cancelled): the host forgets it. */
  closed(drag: ItemDrag): void;
}

export class ItemDrag {
  private tx: Transaction | null = null;
  /** A move was accepted: the drag's transaction holds a change. */
  private accepted = false;
  /** A move was published: renderers that wait for the drag's end must be told of it even if the end changes nothing. */
  private shown = false;
  private open = true;

  constructor(private readonly host: DragHost, private readonly ctx: CommandContext, readonly uid: number, readonly eid: number) {}

  /** Whether the drag is still going (not committed or cancelled). */
  get active(): boolean {
    return this.open;
  }

  /** Whether a move was accepted: the drag will be a history step when committed (the undo button shows it). */
  get moved(): boolean {
    return this.accepted;
  }

  /** Move the item (plan mm) as part of the drag; a rejected place changes nothing and the drag goes on. */
  update(x: number, y: number): CommandResult {
    if (!this.open) return reject(texts.editor.unknownEntity);
    const tx = this.tx ?? new Transaction(this.ctx.world, 'moveItem');
    let result: CommandResult;
    try {
      result = moveItem(this.ctx, tx, { type: 'moveItem', entity: this.eid, x, y });
    } catch (error) {
      // The rule must validate before writing; if it throws anyway, the drag is taken back whole.
      this.tx = tx;
      this.cancel();
      throw error;
    }
    if (!result.ok) return result;
    this.tx = tx;
    this.accepted = true;
    if (this.host.publishMove(tx)) this.shown = true;
    return result;
  }

  /** End the drag where the item stands: one history step for all its moves. */
  commit(): void {
    if (!this.close()) return;
    if (!this.tx || !this.accepted) return;
    // Published even when the last move left nothing new: the renderers that waited for the end catch up.
    this.host.finish(this.tx, this.shown);
  }

  /** Take the drag back: the item returns to where it started, and no history step is made. */
  cancel(): void {
    if (!this.close()) return;
    if (this.tx) this.host.revert(this.tx, this.shown);
  }

  private close(): boolean {
    if (!this.open) return false;
    this.open = false;
    this.host.closed(this);
    return true;
  }
}

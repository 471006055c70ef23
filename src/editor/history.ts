/**
 * Undo/redo of the last 30 steps (spec §9). A step holds the inverse changes of what one command touched
 * (transaction.ts), so undo costs work in proportion to that command, not to the design.
 */
import { UNDO_HISTORY_STEPS } from '../domain/constants';
import type { Step } from './transaction';

export class History {
  private undoStack: Step[] = [];
  private redoStack: Step[] = [];

  constructor(private readonly limit: number = UNDO_HISTORY_STEPS) {}

  record(step: Step): void {
    this.undoStack.push(step);
    if (this.undoStack.length > this.limit) this.undoStack.shift();
    this.redoStack = [];
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** The step to undo, moved to the redo stack. */
  takeUndo(): Step | undefined {
    const step = this.undoStack.pop();
    if (step) this.redoStack.push(step);
    return step;
  }

  takeRedo(): Step | undefined {
    const step = this.redoStack.pop();
    if (step) this.undoStack.push(step);
    return step;
  }

  clear(): void {
    this.undoStack = [];
    this.redoStack = [];
  }

  get depth(): { undo: number; redo: number } {
    return { undo: this.undoStack.length, redo: this.redoStack.length };
  }
}

/**
 * Keyboard shortcuts of the plan: Ctrl/Cmd+Z undo, Ctrl+Y / Cmd+Shift+Z (and Ctrl+Shift+Z) redo, Delete or
 * Backspace deletes the selection (after confirmation), Escape puts the tool down and clears the selection,
 * R turns the selected item (or mirrors the selected option). Pure: key -> action.
 */
export type KeyAction = 'undo' | 'redo' | 'delete' | 'escape' | 'rotate';

export interface KeyInput { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }

export function keyAction(e: KeyInput): KeyAction | null {
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (mod && !e.altKey) {
    if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && e.ctrlKey) return 'redo';
    return null;
  }
  if (e.altKey) return null;
  if (key === 'delete' || key === 'backspace') return 'delete';
  if (key === 'escape') return 'escape';
  if (key === 'r' && !e.shiftKey) return 'rotate';
  return null;
}

/** Keys typed into a form field belong to that field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  if (!el?.tagName) return false;
  return el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

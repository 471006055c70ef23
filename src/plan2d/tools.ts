/**
 * The tool the plan applies on a click, derived from the editor's one tool state (`Selection`: a tool product,
 * a brush colour or 'Kleur verwijderen', at most one at a time) and the helpers the product menu arms tools with.
 */
import { map, type Observable } from 'rxjs';
import type { Product } from '../domain/catalog';
import { isItemRole, productRole } from '../domain/product-role';
import type { Editor, Selection } from '../editor';
import { DELETE_COLOR } from '../editor';

export type PlanTool =
  | { kind: 'none' }
  | { kind: 'wall'; product: Product }
  | { kind: 'option'; product: Product }
  | { kind: 'gable'; product: Product }
  | { kind: 'item'; product: Product; light: boolean }
  | { kind: 'brush'; colorId: number | typeof DELETE_COLOR };

export function resolveTool(editor: Editor, selection: Selection): PlanTool {
  if (selection.deleteColor) return { kind: 'brush', colorId: DELETE_COLOR };
  if (selection.brushColor !== null) return { kind: 'brush', colorId: selection.brushColor };
  const product = selection.productId === null ? undefined : editor.index.products.get(selection.productId);
  if (!product) return { kind: 'none' };
  const role = productRole(product, editor.index);
  if (role === 'wall' || role === 'option' || role === 'gable') return { kind: role, product };
  if (isItemRole(role)) return { kind: 'item', product, light: role === 'light' };
  return { kind: 'none' };
}

/** The selection with the plan tool it puts in hand, for the page's panels. */
export function toolState$(editor: Editor): Observable<{ selection: Selection; tool: PlanTool }> {
  return editor.streams.selection$.pipe(map((selection) => ({ selection, tool: resolveTool(editor, selection) })));
}

/** Put down whatever tool is in hand (Escape, the banner's close button, after a placement). */
export function clearTool(editor: Editor): void {
  editor.clearTool();
}

/** Arm a brush colour (the same colour again puts it down). */
export function chooseColor(editor: Editor, colorId: number): void {
  editor.selectBrushColor(colorId);
}

/** 'Kleur verwijderen': the editor's deleteColor brush. */
export function chooseDeleteColor(editor: Editor): void {
  editor.selectDeleteColor();
}

/** A product from the menu: design-slot products toggle in the design, tool products become the tool. */
export function chooseProduct(editor: Editor, selection: Selection, productId: number): ReturnType<Editor['dispatch']> {
  if (selection.deleteColor || selection.brushColor !== null) editor.clearTool();
  return editor.dispatch({ type: 'selectProduct', productId });
}

/**
 * The tool the plan applies on a click, derived from the editor's selection and the armed brush colour.
 *
 * The editor keeps the chosen tool product and the 'Kleur verwijderen' brush in its selection; a brush colour
 * is a colour record, not a product, so the plan keeps it here (`PlanTools.brushColor$`). Choosing one always
 * clears the other, through the helpers below, so there is exactly one tool at a time.
 */
import { BehaviorSubject } from 'rxjs';
import type { Product } from '../domain/catalog';
import { isOptionProduct, isWallProduct } from '../domain/fitting';
import type { Editor, Mode, Selection } from '../editor';
import { DELETE_COLOR, EntityKind } from '../editor';
import { itemKind } from '../editor/commands';

export type PlanTool =
  | { kind: 'none' }
  | { kind: 'wall'; product: Product }
  | { kind: 'option'; product: Product }
  | { kind: 'gable'; product: Product }
  | { kind: 'item'; product: Product; light: boolean }
  | { kind: 'brush'; colorId: number | typeof DELETE_COLOR };

export class PlanTools {
  readonly brushColor$ = new BehaviorSubject<number | null>(null);
}

export function resolveTool(editor: Editor, selection: Selection, brushColor: number | null): PlanTool {
  if (selection.deleteColor) return { kind: 'brush', colorId: DELETE_COLOR };
  if (brushColor !== null) return { kind: 'brush', colorId: brushColor };
  const product = selection.productId === null ? undefined : editor.index.products.get(selection.productId);
  if (!product) return { kind: 'none' };
  if (isWallProduct(product)) return { kind: 'wall', product };
  if (isOptionProduct(product)) return { kind: 'option', product };
  if (product.productType === 'gable' || product.productType === 'gableRotated') return { kind: 'gable', product };
  const kind = itemKind(product, editor.index);
  if (kind !== null) return { kind: 'item', product, light: kind === EntityKind.light };
  return { kind: 'none' };
}

/** The plan's mode as the page reports it: 'placeItem', 'brush' (a colour or 'Kleur verwijderen') or 'normal'. */
export function modeOf(tool: PlanTool): Mode {
  if (tool.kind === 'item') return 'placeItem';
  if (tool.kind === 'brush') return 'brush';
  return 'normal';
}

/** Put down whatever tool is in hand (Escape, or before choosing another). */
export function clearTool(editor: Editor, tools: PlanTools, selection: Selection): void {
  tools.brushColor$.next(null);
  if (selection.deleteColor) editor.selectDeleteColor();
  // selectProduct toggles: the same tool product again deselects it.
  if (selection.productId !== null) editor.dispatch({ type: 'selectProduct', productId: selection.productId });
}

/** Arm a brush colour (the same colour again puts it down). */
export function chooseColor(editor: Editor, tools: PlanTools, selection: Selection, colorId: number): void {
  const same = tools.brushColor$.value === colorId;
  clearTool(editor, tools, selection);
  if (!same) tools.brushColor$.next(colorId);
}

/** 'Kleur verwijderen': the editor's deleteColor brush. */
export function chooseDeleteColor(editor: Editor, tools: PlanTools, selection: Selection): void {
  tools.brushColor$.next(null);
  if (selection.productId !== null) editor.dispatch({ type: 'selectProduct', productId: selection.productId });
  editor.selectDeleteColor();
}

/** A product from the menu: design-slot products toggle in the design, tool products become the tool. */
export function chooseProduct(editor: Editor, tools: PlanTools, selection: Selection, productId: number): ReturnType<Editor['dispatch']> {
  tools.brushColor$.next(null);
  if (selection.deleteColor) editor.selectDeleteColor();
  return editor.dispatch({ type: 'selectProduct', productId });
}

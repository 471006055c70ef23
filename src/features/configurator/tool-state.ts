import type { Selection } from '../../editor';
import type { PlanTool } from '../../plan2d';

/** The tool state before the editor's selection stream answered: nothing in hand, nothing selected. */
export const NO_TOOL_STATE: { selection: Selection; tool: PlanTool } = {
  selection: { productId: null, deleteColor: false, brushColor: null, entity: null },
  tool: { kind: 'none' },
};

/** The 2D plan (PixiJS): mount it on an element with an editor; the tool helpers arm walls, options, items and colours. */
export type { PlanController, PlanMountOptions } from './mount';
export { loadMountPlan } from './load-mount';
export { installPlanProbe, type Plan2dHook } from './probe';
export { resolveTool, toolState$, clearTool, chooseColor, chooseDeleteColor, chooseProduct, type PlanTool } from './tools';
export { deleteCommand, rotateCommand } from './taps';

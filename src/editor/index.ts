/** The editor core's public surface. */
export { Editor, createEditor, type EditorOptions } from './editor';
export type { ItemDrag } from './gestures';
export { FrameCoordinator, type DrawnFrame, type FrameView, type PartialKind, type PlanFrame, type View3dFrame } from './frames';
export type { Command, CommandResult, CommandType } from './commands';
export { DELETE_COLOR } from './commands';
export type { ComputePort, FitAnswer, FitRequest } from '../domain/compute-port';
export type { ChangeSet } from './transaction';
export { modeFor, type Mode, type PriceState, type SelectedEntity, type Selection, type Status } from './streams';
export { EntityKind, FLAG, ALIGN_NAMES, FILL_NAMES, GABLE_ALIGN_NAMES, type Components } from './components';
export { toConfiguration } from './serialize';
export {
  entities, entitiesOn, houseOf, itemOf, optionOf, optionSpan, optionsOnLeaf, segmentOnLeaf, wallRange, wallsOnLeaf,
  type HouseProduct, type ItemPlacement, type OptionOnLeaf, type WallOnLeaf, type WorldView,
} from './queries';

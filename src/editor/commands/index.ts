/** The command table: one handler per verb (one file per command family). */
import { setCategoriesEnabled } from './categories';
import { brush, setHouseColor, setPillarColor } from './colors';
import { placeGable } from './gables';
import { reset, selectHouse } from './house';
import { moveItem, placeItem, removeItem, rotateItem } from './items';
import { addLooseProduct, setLooseProductAmount } from './loose';
import { flipOption, moveOption, placeOption, removeOption } from './options';
import { selectProduct } from './products';
import { OK, type CommandHandler, type CommandType } from './types';
import { setVariation, toggleWall } from './walls';

export const handlers: { [T in CommandType]: CommandHandler<T> } = {
  selectHouse,
  reset,
  toggleWall,
  placeOption,
  moveOption,
  removeOption,
  flipOption,
  setVariation,
  placeGable,
  selectProduct,
  setHouseColor,
  setPillarColor,
  placeItem,
  moveItem,
  rotateItem,
  removeItem,
  brush,
  addLooseProduct,
  setLooseProductAmount,
  setCategoriesEnabled,
  // Handled by the editor itself (no design change); listed so the table is complete.
  setEditable: () => OK,
};

export * from './types';
export { parseLooseAmount } from './loose';

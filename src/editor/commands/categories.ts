/**
 * Which line categories count on the quote (spec §4 'enableCategories'). The dealer switches them on the quote
 * page; the switch is part of the design so the live price and the next save follow it at once.
 */
import { LINE_CATEGORIES, type LineCategory } from '../../domain/constants';
import { texts } from '../../domain/texts';
import { OK, reject, type CommandHandler } from './types';

export const setCategoriesEnabled: CommandHandler<'setCategoriesEnabled'> = (ctx, tx, cmd) => {
  const entries = Object.entries(cmd.categories) as [LineCategory, boolean][];
  if (entries.some(([category, on]) => !LINE_CATEGORIES.includes(category) || typeof on !== 'boolean')) {
    return reject(texts.editor.unknownCategory);
  }
  const current = ctx.world.design.enableCategories;
  if (entries.every(([category, on]) => current[category] === on)) return OK;
  tx.setDesign({ enableCategories: { ...current, ...Object.fromEntries(entries) } });
  return OK;
};

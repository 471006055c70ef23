/** The top bar's Help menu on a phone: Help and 'Snelle uitleg' behind one button (loaded only where it shows). */
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { to } from '../../../app/routes';
import { texts } from '../../../domain/texts';
import { HelpIcon, pill, TourIcon } from './top-bar-parts';

const t = texts.quote;
const menuItem = 'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-[15px] text-stone-800 data-focus:bg-forest-50 data-focus:text-forest-900';

export function HelpMenu({ onTutorial }: { onTutorial: () => void }) {
  return (
    <Menu>
      <MenuButton className={pill} aria-label={t.help} data-testid="help-menu"><HelpIcon /></MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-2 w-60 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-200 focus:outline-none">
        <MenuItem>
          <a href={to.help()} target="_blank" rel="noopener" className={menuItem}><HelpIcon />{t.faq}</a>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={onTutorial} className={menuItem} data-testid="quick-tour"><TourIcon />{t.quickTour}</button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

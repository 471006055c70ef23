/**
 * The top bar's Help menu on a phone: Help and 'Snelle uitleg' behind one button (loaded only where it shows).
 * The browser's popover (the `popover` attribute) opens it from the button, closes it on a tap outside or Escape,
 * and puts it above the page: Headless UI's Menu did the same with floating-ui, 26 KB gzipped that only the phone
 * loaded (issue 26 item 3: the phone's configurator ≤ 500 KB).
 */
import { useId, useRef, type ToggleEvent } from 'react';
import { to } from '../../../app/routes';
import { texts } from '../../../domain/texts';
import { HelpIcon, pill, TourIcon } from './top-bar-parts';
import { belowRightEdge } from './popover-place';

const t = texts.quote;
const menuItem = 'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-[15px] text-stone-800 hover:bg-forest-50 focus-visible:bg-forest-50 focus-visible:text-forest-900 focus-visible:outline-none';

export function HelpMenu({ onTutorial }: { onTutorial: () => void }) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The popover sits in the top layer, placed against the viewport: under the button, right edges aligned.
  const place = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState !== 'open' || !button.current) return;
    const { top, right } = belowRightEdge(button.current.getBoundingClientRect(), window.innerWidth);
    event.currentTarget.style.top = `${top}px`;
    event.currentTarget.style.right = `${right}px`;
  };
  const close = () => panel.current?.hidePopover();
  return (
    <>
      <button ref={button} type="button" popoverTarget={id} className={pill} aria-label={t.help} data-testid="help-menu"><HelpIcon /></button>
      <div
        ref={panel} id={id} popover="auto" onBeforeToggle={place}
        className="fixed inset-auto m-0 w-60 rounded-2xl border-0 bg-white p-2 shadow-xl ring-1 ring-stone-200"
      >
        <a href={to.help()} target="_blank" rel="noopener" className={menuItem} onClick={close}><HelpIcon />{t.faq}</a>
        <button type="button" onClick={() => { close(); onTutorial(); }} className={menuItem} data-testid="quick-tour"><TourIcon />{t.quickTour}</button>
      </div>
    </>
  );
}

import { TIMINGS } from '../../domain/constants';

/**
 * Opens a mailto: address and reports whether a mail program took it. When one does, the page loses focus
 * or becomes hidden; if neither happens within 500 ms (spec §9) we assume there is none.
 */
export function openMailClient(url: string, win: Window = window): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const onLeave = () => {
      answered = true;
    };
    win.addEventListener('blur', onLeave);
    win.document.addEventListener('visibilitychange', onLeave);
    win.setTimeout(() => {
      win.removeEventListener('blur', onLeave);
      win.document.removeEventListener('visibilitychange', onLeave);
      resolve(answered);
    }, TIMINGS.mailClientDetectionMs);
    // An anchor click keeps the page where it is when no handler exists (assigning location may not).
    const anchor = win.document.createElement('a');
    anchor.href = url;
    anchor.rel = 'noopener';
    anchor.style.display = 'none';
    win.document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
  });
}

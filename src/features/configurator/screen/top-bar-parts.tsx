/** What the top bar and its lazily loaded Help menu (HelpMenu.tsx) share: the button style and the icons. */
export const pill = 'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-white hover:bg-white/15 data-open:bg-white/15';

export const HelpIcon = () => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><circle cx="12" cy="12" r="9" /><path d="M9.5 9.5a2.5 2.5 0 014.6 1.3c0 1.7-2.1 2-2.1 3.4M12 17h.01" strokeLinecap="round" /></svg>
);
export const TourIcon = () => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" /></svg>
);

/** Small inline icons (stroke, currentColor) so the shell needs no icon package. */
const common = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const ArrowLeftIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...common}><path d="M19 12H5M12 19l-7-7 7-7" /></svg>
);
export const UserIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...common}><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></svg>
);
export const ChevronDownIcon = ({ className = 'size-4' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...common}><path d="M6 9l6 6 6-6" /></svg>
);
export const QuestionIcon = ({ className = 'size-6' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...common}><circle cx="12" cy="12" r="10" /><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" /></svg>
);
export const BookIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...common}><path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" /><path d="M4 19.5V21h16" /></svg>
);
export const MenuIcon = ({ className = 'size-6' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...common}><path d="M4 6h16M4 12h16M4 18h16" /></svg>
);

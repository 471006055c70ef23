/** Small stroke icons (currentColor) of the back-office screens. */
const common = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
type P = { className?: string };
/** An icon of one stroked path, sized by class (size-5 unless told). */
export const strokeIcon = (d: string) => function Icon({ className = 'size-5' }: P) {
  return <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...common}><path d={d} /></svg>;
};
export const TrashIcon = strokeIcon('M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v5M14 11v5');
export const ChevronRightIcon = strokeIcon('M9 6l6 6-6 6');
export const ChevronDownIcon = strokeIcon('M6 9l6 6 6-6');
export const PlusIcon = strokeIcon('M12 5v14M5 12h14');
export const EditIcon = strokeIcon('M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4');
export const RestoreIcon = strokeIcon('M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5');
export const SwapIcon = strokeIcon('M7 7h13l-4-4M17 17H4l4 4');
export const CheckIcon = strokeIcon('M5 12l5 5 9-10');
export const InfoIcon = strokeIcon('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01');

export interface Chip<T extends string> {
  id: T;
  label: string;
}

interface ChipGroupProps<T extends string> {
  chips: readonly Chip<T>[];
  value: T;
  onChange(value: T): void;
  label: string;
}

/** Filter chips that exclude each other: a radio group that looks like chips (one is always on). */
export function ChipGroup<T extends string>({ chips, value, onChange, label }: ChipGroupProps<T>) {
  return (
    <div role="radiogroup" aria-label={label} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
      {chips.map((chip) => {
        const on = chip.id === value;
        return (
          <button
            key={chip.id} type="button" role="radio" aria-checked={on} onClick={() => onChange(chip.id)} data-chip={chip.id}
            className={`inline-flex min-h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset transition-colors ${on
              ? 'bg-forest-700 text-white ring-forest-700' : 'bg-white text-stone-700 ring-stone-300 hover:bg-forest-50 hover:ring-forest-300'}`}
          >
            {on && (
              <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true"><path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" /></svg>
            )}
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}

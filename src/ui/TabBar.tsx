import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabBarItem<T extends string> {
  id: T;
  label: string;
  /** A count or other mark beside the label. */
  badge?: ReactNode;
}

interface TabBarProps<T extends string> {
  items: readonly TabBarItem<T>[];
  value: T;
  onChange(value: T): void;
  /** The id of the one panel the tabs switch (a filtered list). */
  panelId: string;
  label: string;
  className?: string;
}

/**
 * Controlled tabs over one panel (a list filtered by the chosen tab), with count badges. Arrow keys, Home and End
 * move between tabs as the WAI-ARIA tabs pattern asks; it scrolls sideways on narrow screens.
 */
export function TabBar<T extends string>({ items, value, onChange, panelId, label, className = '' }: TabBarProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
        : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (next === null) return;
    event.preventDefault();
    onChange(items[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={`-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0 ${className}`}>
      {items.map((item, index) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id} ref={(el) => { refs.current[index] = el; }} type="button" role="tab" aria-selected={selected} aria-controls={panelId}
            tabIndex={selected ? 0 : -1} onClick={() => onChange(item.id)} onKeyDown={(e) => onKey(e, index)} data-tab={item.id}
            className={`-mb-px flex min-h-11 shrink-0 items-center gap-1.5 border-b-3 px-2.5 text-sm font-semibold sm:gap-2 sm:px-4 sm:text-[15px] ${selected
              ? 'border-wood-500 text-forest-900' : 'border-transparent text-stone-600 hover:text-forest-800'}`}
          >
            {item.label}
            {item.badge}
          </button>
        );
      })}
    </div>
  );
}

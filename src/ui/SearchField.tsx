import { useId } from 'react';
import { texts } from '../domain/texts';

interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  /** The visible hint, also the field's accessible name. */
  placeholder: string;
  className?: string;
}

/** A search box with a magnifier and a clear button; the placeholder names it for screen readers as well. */
export function SearchField({ value, onChange, placeholder, className = '' }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">{placeholder}</label>
      <svg viewBox="0 0 24 24" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-400" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" strokeLinecap="round" />
      </svg>
      <input
        id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} autoComplete="off" enterKeyHint="search"
        className={`block min-h-12 w-full rounded-xl border border-stone-300 bg-white pl-10 text-base ${value ? 'pr-11' : 'pr-3'} text-stone-900 shadow-xs placeholder:text-stone-500 placeholder:text-[15px] sm:placeholder:text-base focus:border-forest-500 focus:outline-none focus:ring-3 focus:ring-forest-200 [&::-webkit-search-cancel-button]:hidden`}
      />
      {value && (
        <button
          type="button" onClick={() => onChange('')} aria-label={texts.common.clearSearch}
          className="absolute right-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /></svg>
        </button>
      )}
    </div>
  );
}

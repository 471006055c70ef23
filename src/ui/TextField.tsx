import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const fieldClasses = (invalid: boolean) =>
  `block w-full rounded-xl border bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-400 shadow-xs `
  + `focus:outline-none focus-visible:outline-none focus:ring-3 ${invalid
    ? 'border-red-500 focus:ring-red-200'
    : 'border-stone-300 focus:border-forest-500 focus:ring-forest-200'}`;

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: string;
}

export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, error, hint, id, className = '', ...rest }, ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-stone-800">{label}</label>
      <input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${fieldClasses(!!error)} min-h-12`} {...rest} />
      {error ? <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">{error}</p>
        : hint ? <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-stone-500">{hint}</p> : null}
    </div>
  );
});

export function TextArea({ label, error, hint, id, className = '', ...rest }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-stone-800">{label}</label>
      <textarea id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} className={`${fieldClasses(!!error)} min-h-28`} {...rest} />
      {error ? <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">{error}</p>
        : hint ? <p className="mt-1.5 text-sm text-stone-500">{hint}</p> : null}
    </div>
  );
}

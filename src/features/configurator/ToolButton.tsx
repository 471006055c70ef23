import type { ReactNode } from 'react';

/** A square icon button of the plan toolbars: 44 px touch target, label as tooltip and accessible name. */
export function ToolButton({ label, onClick, disabled, children, pressed, showLabel }: {
  label: string; onClick: () => void; disabled?: boolean; children: ReactNode; pressed?: boolean; showLabel?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-forest-800 transition-colors hover:bg-forest-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent ${pressed ? 'bg-forest-100' : ''}`}
    >
      {children}
      {showLabel && <span>{label}</span>}
    </button>
  );
}

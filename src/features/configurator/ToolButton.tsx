import type { ReactNode } from 'react';

const tones = {
  light: 'text-forest-800 hover:bg-forest-100 disabled:hover:bg-transparent',
  /** On the dark top bar, where the plan toolbar joins it on a landscape phone. */
  dark: 'text-white hover:bg-white/15 disabled:hover:bg-transparent',
} as const;
const pressedTone = { light: 'bg-forest-100', dark: 'bg-white/20' } as const;

/** A square icon button of the plan toolbars: 44 px touch target, label as tooltip and accessible name. */
export function ToolButton({ label, onClick, disabled, children, pressed, showLabel, tone = 'light' }: {
  label: string; onClick: () => void; disabled?: boolean; children: ReactNode; pressed?: boolean; showLabel?: boolean; tone?: keyof typeof tones;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${tones[tone]} ${pressed ? pressedTone[tone] : ''}`}
    >
      {children}
      {showLabel && <span>{label}</span>}
    </button>
  );
}

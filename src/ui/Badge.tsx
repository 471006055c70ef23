import type { HTMLAttributes, ReactNode } from 'react';
import { BADGE_MAX } from '../domain/constants';

export type Tone = 'green' | 'wood' | 'neutral' | 'red' | 'blue';
const tones: Record<Tone, string> = {
  green: 'bg-forest-100 text-forest-800',
  wood: 'bg-wood-100 text-wood-800',
  neutral: 'bg-stone-100 text-stone-700',
  red: 'bg-red-600 text-white',
  blue: 'bg-sky-100 text-sky-800',
};

/** capCount(120, 99) === '99+' */
export function capCount(count: number, max: number = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

export function Badge({ children, tone = 'green', className = '', ...rest }: { children: ReactNode; tone?: Tone; className?: string } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]} ${className}`} {...rest}>{children}</span>
  );
}

export function CountBadge({ count, max, tone = 'red' }: { count: number; max?: number; tone?: Tone }) {
  if (count <= 0) return null;
  return <Badge tone={tone} className="min-w-5 justify-center px-1.5">{capCount(count, max)}</Badge>;
}

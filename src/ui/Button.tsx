import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'wouter';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'onDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base = 'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors duration-150 select-none '
  + 'disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-wood-400';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-forest-700 text-white shadow-sm hover:bg-forest-800 active:bg-forest-900 disabled:hover:bg-forest-700',
  secondary: 'bg-white text-forest-800 ring-1 ring-inset ring-stone-300 hover:bg-forest-50 hover:ring-forest-300',
  accent: 'bg-wood-600 text-white shadow-sm hover:bg-wood-700 active:bg-wood-800 disabled:hover:bg-wood-600',
  ghost: 'text-forest-800 hover:bg-forest-100/70',
  onDark: 'bg-white/10 text-white ring-1 ring-inset ring-white/30 hover:bg-white/20',
};
// Touch targets: md and lg are at least 44 px high (WCAG 2.5.5); sm stays 40 px.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-3 text-sm',
  md: 'min-h-11 px-4 text-[15px]',
  lg: 'min-h-13 px-6 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface Common {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

export type ButtonProps = Common & ButtonHTMLAttributes<HTMLButtonElement>;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, icon, className = '', type = 'button', children, ...rest }, ref,
) {
  return (
    <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
});

/** A link that looks like a button: in-app paths go through wouter, external ones open as plain anchors. */
export function ButtonLink({ variant, size, icon, className = '', href, children, external, ...rest }:
  Common & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; external?: boolean }) {
  const classes = buttonClasses(variant, size, className);
  if (external) {
    return (
      <a href={href} className={classes} target="_blank" rel="noopener noreferrer" {...rest}>
        {icon}
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes} {...rest}>
      {icon}
      {children}
    </Link>
  );
}

/**
 * The cart button of the configurator (spec §2); red when the quote calculation failed. In a phone's top bar it
 * drops its icon and its label may take two lines, so the house name beside it keeps room to be read.
 */
import { texts } from '../../domain/texts';
import { useTopBarShape } from '../../ui/top-bar-shape';

interface CartButtonProps {
  label: string;
  failed: boolean;
  onClick(): void;
}

export function CartButton({ label, failed, onClick }: CartButtonProps) {
  const narrow = useTopBarShape() !== 'wide';
  return (
    <button
      type="button" onClick={onClick} data-testid="cart-button" data-failed={failed ? 'true' : 'false'}
      title={failed ? texts.quote.cartFailed : undefined}
      className={`inline-flex min-h-11 shrink-0 items-center rounded-xl text-sm font-semibold text-white shadow-sm ${narrow ? 'gap-1.5 px-2.5' : 'gap-2 px-4'} ${failed
        ? 'bg-red-700 hover:bg-red-800' : 'bg-wood-600 hover:bg-wood-700'}`}
    >
      <svg viewBox="0 0 24 24" className={narrow ? 'hidden' : 'size-5'} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M3 4h2l2.4 11.2a2 2 0 002 1.6h7.7a2 2 0 002-1.5L21 8H6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="10" cy="20" r="1.3" /><circle cx="17" cy="20" r="1.3" />
      </svg>
      <span className={narrow ? 'max-w-[5.5rem] text-left text-[13px] leading-tight' : 'whitespace-nowrap'}>{label}</span>
    </button>
  );
}

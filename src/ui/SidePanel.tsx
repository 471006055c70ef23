/**
 * A full-height overlay from the right (the cart's quote panel): a backdrop, a title bar with a close button and a
 * scrolling body. Escape and the backdrop ask to close through `onRequestClose`, so a caller can refuse (the
 * quote panel ignores a close within 2 s of a scroll).
 */
import { useEffect, type ReactNode, type UIEvent } from 'react';
import { texts } from '../domain/texts';

interface SidePanelProps {
  title: ReactNode;
  /** Beside the title: a switch or a status. */
  headerExtra?: ReactNode;
  onRequestClose(): void;
  /** The close button closes at once. */
  onClose(): void;
  onScroll?(event: UIEvent<HTMLDivElement>): void;
  children: ReactNode;
  testId: string;
  maxWidth?: string;
}

export function SidePanel({ title, headerExtra, onRequestClose, onClose, onScroll, children, testId, maxWidth = 'max-w-3xl' }: SidePanelProps) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onRequestClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onRequestClose]);
  return (
    <div className="fixed inset-0 z-50 flex justify-end" role="dialog" aria-modal="true" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className="absolute inset-0 bg-stone-900/50" aria-hidden="true" onClick={onRequestClose} data-testid={`${testId}-backdrop`} />
      <div className={`relative flex h-full w-full ${maxWidth} flex-col bg-cream shadow-2xl`}>
        <div className="flex items-center justify-between gap-3 border-b border-stone-200 bg-white px-4 py-2 sm:px-6">
          <h2 id={`${testId}-title`} className="min-w-0 truncate text-lg font-bold text-forest-900">{title}</h2>
          <div className="flex items-center gap-2">
            {headerExtra}
            <button type="button" onClick={onClose} aria-label={texts.common.close} data-testid={`${testId}-close`}
              className="inline-flex size-11 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100">
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /></svg>
            </button>
          </div>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6" onScroll={onScroll} data-testid={`${testId}-scroll`}>
          {children}
        </div>
      </div>
    </div>
  );
}

import { Dialog as HDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { DialogProps } from './dialog-props';

/** The dialog itself (Headless UI); Dialog.tsx loads it when a dialog first opens. */
export function DialogFrame({ open, onClose, title, children, actions, maxWidth = 'max-w-md', closeLabel = 'Sluiten' }: DialogProps) {
  return (
    <HDialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-stone-900/50 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0" />
      {/* The scroller holds a min-full-height flex box: a panel taller than the screen scrolls from its top. */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-0 sm:items-center sm:p-4">
          <DialogPanel
            transition
            className={`relative w-full ${maxWidth} rounded-t-3xl bg-white p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl transition duration-200 data-closed:translate-y-6 data-closed:opacity-0 sm:rounded-3xl`}
          >
            <div className="flex items-start justify-between gap-4">
              <DialogTitle className="text-xl font-bold text-forest-900">{title}</DialogTitle>
              <button
                type="button"
                onClick={onClose}
                aria-label={closeLabel}
                className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800"
              >
                <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            <div className="mt-3 text-stone-700">{children}</div>
            {actions && <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div>}
          </DialogPanel>
        </div>
      </div>
    </HDialog>
  );
}

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export function Accordion({ items, className = '' }: { items: AccordionItem[]; className?: string }) {
  return (
    <div className={`divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200 ${className}`}>
      {items.map((item) => (
        <Disclosure key={item.id} as="div">
          <DisclosureButton className="group flex min-h-13 w-full items-center justify-between gap-4 px-5 py-3 text-left text-[15px] font-semibold text-forest-900 hover:bg-forest-50/60">
            <span>{item.title}</span>
            <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-wood-600 transition-transform group-data-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </DisclosureButton>
          <DisclosurePanel className="px-5 pb-5 pt-1 text-stone-700">{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </div>
  );
}

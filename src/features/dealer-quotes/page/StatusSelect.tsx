/** The quote's status dropdown (spec §4: a dealer may switch a quote to any status). */
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { isLeadStatus, quoteStatuses, type QuoteStatus } from '../../../domain/quote-status';
import { texts } from '../../../domain/texts';
import { dealerTexts } from '../../../domain/dealer-texts';
import { CheckIcon, ChevronDownIcon } from '../../../ui/icons';
import { statusLabel } from '../quote-row';

interface StatusSelectProps {
  status: string;
  disabled?: boolean;
  onChange(status: QuoteStatus): void;
}

export function StatusSelect({ status, disabled, onChange }: StatusSelectProps) {
  return (
    <Listbox value={status} onChange={(value: string) => onChange(value as QuoteStatus)} disabled={disabled}>
      <div className="flex items-center gap-2">
        <span className="text-sm font-semibold text-stone-700" id="quote-status-label">{dealerTexts.quotePage.status}</span>
        <ListboxButton
          aria-labelledby="quote-status-label quote-status-value" data-testid="quote-status"
          className="inline-flex min-h-10 items-center gap-2 rounded-xl bg-white px-3 text-sm font-semibold text-forest-900 ring-1 ring-inset ring-stone-300 hover:ring-forest-400 disabled:opacity-50"
        >
          <span id="quote-status-value">{dealerTexts.quotePage.statusOption(statusLabel(status), isLeadStatus(status))}</span>
          <ChevronDownIcon className="size-4 text-stone-500" />
        </ListboxButton>
      </div>
      <ListboxOptions anchor="bottom end" className="z-[70] mt-1 w-56 rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-stone-200 focus:outline-none">
        {quoteStatuses.map((value) => (
          <ListboxOption key={value} value={value} className="group flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-[15px] text-stone-800 data-focus:bg-forest-50">
            <CheckIcon className="invisible size-4 text-forest-700 group-data-selected:visible" />
            {dealerTexts.quotePage.statusOption(texts.quoteStatusLabels[value], isLeadStatus(value))}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}

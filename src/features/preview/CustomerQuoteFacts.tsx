/**
 * The customer page's facts (issue 10 §3): reference, dates, seller, note, the customer's and the dealer's
 * address blocks, and the PDF download. Read-only: no action controls.
 */
import type { ReactNode } from 'react';
import { texts } from '../../domain/texts';
import type { AddressBlock, CustomerQuoteDetails } from './customer-details';

const t = texts.preview;

function Block({ title, block, testId }: { title: string; block: AddressBlock; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200" data-testid={testId}>
      <p className="text-xs font-bold uppercase tracking-wide text-wood-700">{title}</p>
      <p className="mt-1 font-semibold text-stone-900">{block.name}</p>
      {block.lines.map((line) => <p key={line} className="truncate text-sm text-stone-700">{line}</p>)}
    </div>
  );
}

export function CustomerQuoteFacts({ details, download }: { details: CustomerQuoteDetails; download?: ReactNode }) {
  const facts: [string, string, string][] = [
    [t.date, details.date, 'customer-quote-date'],
    [t.dueDate, details.dueDate ?? '-', 'customer-quote-due-date'],
    [t.reference, details.reference ?? '-', 'customer-quote-reference'],
    [t.seller, details.seller ?? '-', 'customer-quote-seller'],
  ];
  return (
    <div className="flex flex-col gap-3" data-testid="customer-quote-facts">
      {download && <div>{download}</div>}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        {facts.map(([label, value, testId]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-bold uppercase tracking-wide text-wood-700">{label}</dt>
            <dd className="mt-0.5 truncate text-stone-900" data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      {details.note && (
        <div className="text-sm" data-testid="customer-quote-note">
          <p className="text-xs font-bold uppercase tracking-wide text-wood-700">{t.note}</p>
          <p className="mt-0.5 whitespace-pre-line text-stone-800">{details.note}</p>
        </div>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {details.customer && <Block title={t.customer} block={details.customer} testId="customer-quote-customer" />}
        {details.organization && <Block title={t.organization} block={details.organization} testId="customer-quote-organization" />}
      </div>
    </div>
  );
}

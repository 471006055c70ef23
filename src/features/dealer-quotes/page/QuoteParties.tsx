/** The quote's customer and organisation address blocks (spec §2 'Quote page'), with the dealer's customer actions. */
import type { DealerQuote } from '../../../api/dealer-quotes';
import { dealerTexts } from '../../../domain/dealer-texts';
import { Button } from '../../../ui/Button';
import { EditIcon, SwapIcon } from '../../../ui/icons';
import { CustomerDetails } from '../../customers/CustomerDetails';

const t = dealerTexts.quotePage;

interface QuotePartiesProps {
  quote: DealerQuote;
  onChooseCustomer(): void;
  onEditCustomer(): void;
}

export function QuoteParties({ quote, onChooseCustomer, onEditCustomer }: QuotePartiesProps) {
  const organization = quote.organization;
  const address = organization?.addresses[0];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <section className="rounded-2xl bg-white p-4 ring-1 ring-stone-200" aria-label={t.customer} data-testid="quote-customer">
        <h3 className="mb-1 text-xs font-bold uppercase tracking-wide text-wood-700">{t.customer}</h3>
        {quote.customer ? <CustomerDetails person={quote.customer} />
          : quote.company ? (
            <address className="not-italic leading-relaxed text-stone-800">
              <span className="block font-semibold text-stone-900">{quote.company.name}</span>
              {quote.company.emails.map((email) => <span key={email} className="block break-all">{email}</span>)}
            </address>
          ) : <p className="text-stone-600">{t.noCustomer}</p>}
        <div className="mt-3 flex flex-wrap gap-2">
          {quote.customer && (
            <Button variant="secondary" size="sm" icon={<EditIcon className="size-4" />} onClick={onEditCustomer} data-testid="quote-edit-customer">{t.editCustomer}</Button>
          )}
          <Button variant={quote.customer || quote.company ? 'ghost' : 'primary'} size="sm" icon={<SwapIcon className="size-4" />} onClick={onChooseCustomer} data-testid="quote-choose-customer">
            {quote.customer || quote.company ? t.otherCustomer : t.chooseCustomer}
          </Button>
        </div>
      </section>
      {organization && (
        <section className="rounded-2xl bg-white p-4 ring-1 ring-stone-200" aria-label={t.organization} data-testid="quote-organization">
          <h3 className="mb-1 text-xs font-bold uppercase tracking-wide text-wood-700">{t.organization}</h3>
          <address className="not-italic leading-relaxed text-stone-800">
            <span className="block font-semibold text-stone-900">{organization.name}</span>
            {address && <span className="block">{`${address.street} ${address.houseNumber}`.trim()}</span>}
            {address && <span className="block">{`${address.postalCode} ${address.city}`.trim()}</span>}
            {organization.phone && <span className="block">{organization.phone}</span>}
            {organization.email && <span className="block break-all">{organization.email}</span>}
          </address>
        </section>
      )}
    </div>
  );
}

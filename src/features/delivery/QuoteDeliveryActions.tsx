/**
 * The quote page's delivery buttons (spec §2 action bar: send, download): 'Versturen' opens the mail dialog
 * prefilled from the quote (the customer's address, 'Offerte {number} - {title}', the default message greeting
 * the customer); 'Download' saves the server's PDF. After a sent mail the quote is read again (it is SENT now).
 */
import { useState } from 'react';
import { dealerQuotePdf, sendQuoteMail } from '../../api/delivery';
import type { DealerQuote } from '../../api/dealer-quotes';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { downloadAs } from './download';
import { PdfDownloadButton } from './PdfDownloadButton';
import { QuoteMailDialog, type MailDraft } from './QuoteMailDialog';

const t = dealerTexts.delivery;

export function mailDraft(quote: DealerQuote): MailDraft {
  const customer = quote.customer;
  const name = customer ? [customer.firstName, customer.preposition, customer.lastName].filter(Boolean).join(' ') : '';
  return {
    to: customer?.emails[0]?.email ?? '',
    cc: '',
    subject: t.quoteName(quote.number, quote.title),
    message: t.defaultMessage(name, quote.organization?.name ?? ''),
  };
}

/** `readOnly`: the quote is locked (accounting): sending changes its status, so only the download stays. */
export function QuoteDeliveryActions({ quote, onSent, readOnly = false }: { quote: DealerQuote; onSent(): void; readOnly?: boolean }) {
  const [open, setOpen] = useState(false);
  // A new dialog (with a fresh draft) for every opening.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button size="sm" onClick={() => { setOpening((n) => n + 1); setOpen(true); }} disabled={readOnly} data-testid="quote-send">{t.send}</Button>
      <PdfDownloadButton load={() => dealerQuotePdf(quote.id)} fileName={t.pdfFileName(quote.number, quote.title)} download={downloadAs} />
      {open && (
        <QuoteMailDialog
          key={opening} open quoteId={quote.id} draft={mailDraft(quote)} onClose={() => setOpen(false)} send={sendQuoteMail}
          onSent={() => { setOpen(false); onSent(); }}
        />
      )}
    </>
  );
}

/**
 * The customer dialog's 'Maak voorbeeldconfiguratie' tab (spec §2 'Customer dialog'; organisations with
 * dealerTokenActive): saves the design as an EXAMPLE quote without customer data, for promotion. The button at
 * the top right makes the token-carrying link to it (the visitor's configurator on the example, with
 * `?dealer=<token>`); designs visitors send in from it arrive under Leads as ' - via voorbeeld configuratie'.
 */
import { useState } from 'react';
import type { DealerQuote } from '../../api/dealer-quotes';
import { to } from '../../app/routes';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/Toast';
import { addressWithToken } from '../dealer/dealer-store';

const t = dealerTexts.examples;

export interface ExampleTabProps {
  /** The organisation's dealer token (externalReference) for the link. */
  dealerToken: string;
  /** The title to start with (the house's name). */
  defaultTitle: string;
  /** An EXAMPLE the design already is: the link can be made at once. */
  existing: Pick<DealerQuote, 'id' | 'secret' | 'organizationId'> | null;
  onCreate(title: string): Promise<DealerQuote>;
}

/** The link a visitor opens: the configurator on the example (a copy for them, spec §4), carrying the dealer token. */
export function exampleLink(origin: string, quote: Pick<DealerQuote, 'id' | 'secret' | 'organizationId'>, dealerToken: string): string {
  return addressWithToken(`${origin}${to.configureViaId(quote.id, quote.organizationId, quote.secret)}`, dealerToken);
}

export function ExampleTab({ dealerToken, defaultTitle, existing, onCreate }: ExampleTabProps) {
  const [title, setTitle] = useState(defaultTitle);
  const [example, setExample] = useState(existing);
  const [state, setState] = useState<'idle' | 'saving' | 'error'>('idle');
  const [link, setLink] = useState<string | null>(null);

  const save = async () => {
    setState('saving');
    try {
      setExample(await onCreate(title.trim()));
      setState('idle');
      showToast(t.saved);
    } catch {
      setState('error');
    }
  };
  const makeLink = async () => {
    if (!example) return;
    const url = exampleLink(window.location.origin, example, dealerToken);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      showToast(t.linkCopied);
    } catch {
      // No clipboard permission: the link stays visible to copy by hand.
    }
  };

  return (
    <div data-testid="example-tab">
      <div className="flex items-start justify-between gap-3">
        <p className="text-stone-600">{t.tabIntro}</p>
        <Button variant="secondary" size="sm" className="shrink-0" onClick={() => void makeLink()} disabled={!example} data-testid="example-link-button">
          {t.makeLink}
        </Button>
      </div>
      {link && (
        <div className="mt-3">
          <p className="text-sm font-semibold text-stone-800">{t.linkLabel}</p>
          <input readOnly value={link} onFocus={(e) => e.target.select()} className="mt-1 block w-full rounded-xl border border-stone-300 bg-stone-50 px-3 py-2 text-sm" data-testid="example-link" aria-label={t.linkLabel} />
        </div>
      )}
      {!example && (
        <form className="mt-4 flex flex-col gap-3" onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <TextField label={t.titleLabel} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
          <Button type="submit" disabled={state === 'saving'} data-testid="example-save">{state === 'saving' ? t.saving : t.save}</Button>
          {state === 'error' && <p role="alert" className="text-sm font-medium text-red-700">{t.saveFailed}</p>}
        </form>
      )}
    </div>
  );
}

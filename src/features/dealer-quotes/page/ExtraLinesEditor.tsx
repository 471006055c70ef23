/**
 * The manual 'extra' lines of a quote (spec §5 'Editable quote line'): name, amount (≥ 0), unit price (0,01-99,
 * step 0,01) and cost price, total and cost total following what is typed. The lines are sent together when a field
 * is left and every line passes; the server's answer (its totals) then replaces the drafts.
 */
import { useEffect, useRef, useState } from 'react';
import type { DealerQuote, QuoteWrite } from '../../../api/dealer-quotes';
import { formatEuro } from '../../../domain/money';
import { dealerTexts } from '../../../domain/dealer-texts';
import { Button } from '../../../ui/Button';
import { PlusIcon, TrashIcon } from '../../../ui/icons';
import { draftErrors, draftsFromQuote, draftTotals, extraLinesBody, newDraft, sameLines, type ExtraDraft } from './quote-page-model';

const t = dealerTexts.quotePage;
type Field = 'name' | 'amount' | 'price' | 'costPrice';

interface ExtraLinesEditorProps {
  quote: DealerQuote;
  onSave(body: Pick<QuoteWrite, 'lines'>): void;
}

export function ExtraLinesEditor({ quote, onSave }: ExtraLinesEditorProps) {
  const [drafts, setDrafts] = useState<ExtraDraft[]>(() => draftsFromQuote(quote));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const editing = useRef(false);
  const focusKey = useRef<string | null>(null);
  const current = useRef(drafts);
  useEffect(() => { current.current = drafts; }, [drafts]);

  // The server's lines replace the drafts whenever nobody is typing (after a save, or another change of the quote),
  // unless a line is still incomplete: a half-entered new line survives a status change.
  useEffect(() => {
    if (editing.current || extraLinesBody(current.current) === null) return;
    setDrafts(draftsFromQuote(quote));
    setTouched(new Set());
  }, [quote]);

  useEffect(() => {
    if (!focusKey.current) return;
    document.querySelector<HTMLInputElement>(`[data-draft="${focusKey.current}"] [data-field="price"]`)?.focus();
    focusKey.current = null;
  }, [drafts]);

  const commit = (next: ExtraDraft[]) => {
    const body = extraLinesBody(next);
    if (body && !sameLines(body, quote)) onSave({ lines: body });
  };
  const change = (key: string, field: Field, value: string) => {
    editing.current = true;
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, [field]: value } : d)));
  };
  const leave = (key: string, field: Field) => {
    editing.current = false;
    setTouched((set) => new Set(set).add(`${key}.${field}`));
    commit(drafts);
  };
  const remove = (key: string) => {
    const next = drafts.filter((d) => d.key !== key);
    setDrafts(next);
    commit(next);
  };
  const add = () => {
    const draft = newDraft();
    focusKey.current = draft.key;
    editing.current = true;
    setDrafts((list) => [...list, draft]);
  };

  return (
    <div className="flex flex-col gap-2" data-testid="extra-lines">
      {drafts.map((draft) => {
        const errors = draftErrors(draft);
        const shown = (field: Field) => (touched.has(`${draft.key}.${field}`) ? errors[field] : undefined);
        const totals = draftTotals(draft);
        const input = (field: Field, label: string, props: { inputMode?: 'decimal' | 'numeric'; className: string; placeholder?: string }) => (
          <label className={`flex flex-col gap-0.5 ${props.className}`}>
            <span className="text-xs font-semibold text-stone-600">{label}</span>
            <input
              type="text" value={draft[field]} inputMode={props.inputMode} placeholder={props.placeholder} data-field={field}
              aria-invalid={shown(field) ? true : undefined}
              onChange={(e) => change(draft.key, field, e.target.value)} onBlur={() => leave(draft.key, field)}
              onKeyDown={(e) => { if (e.key === 'Enter') e.currentTarget.blur(); }}
              className={`min-h-10 w-full rounded-lg border bg-white px-2.5 text-[15px] tabular-nums focus:outline-none focus:ring-3 ${shown(field)
                ? 'border-red-500 focus:ring-red-200' : 'border-stone-300 focus:border-forest-500 focus:ring-forest-200'}`}
            />
          </label>
        );
        const messages = (['name', 'amount', 'price', 'costPrice'] as Field[]).map(shown).filter(Boolean);
        return (
          <div key={draft.key} data-draft={draft.key} data-testid="extra-line" className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
            <div className="grid grid-cols-6 gap-2 sm:grid-cols-12">
              {input('name', t.description, { className: 'col-span-6 sm:col-span-4' })}
              {input('amount', t.amount, { inputMode: 'numeric', className: 'col-span-2 sm:col-span-2' })}
              {input('price', `${t.price} (€)`, { inputMode: 'decimal', className: 'col-span-2 sm:col-span-2', placeholder: '0,00' })}
              {input('costPrice', `${t.totalCost} (€)`, { inputMode: 'decimal', className: 'col-span-2 sm:col-span-2', placeholder: '0,00' })}
              <div className="col-span-6 flex items-end justify-between gap-2 sm:col-span-2 sm:flex-col sm:items-end sm:justify-end sm:gap-0">
                <button
                  type="button" onClick={() => remove(draft.key)} aria-label={`${t.removeLine}: ${draft.name}`} title={t.removeLine} data-testid="extra-line-remove"
                  className="order-2 inline-flex size-9 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700 sm:order-1 sm:-mr-1.5 sm:-mt-1"
                >
                  <TrashIcon className="size-4" />
                </button>
                <p className="order-1 text-right sm:order-2">
                  <span className="block font-semibold tabular-nums text-stone-900" data-testid="extra-line-total">{totals ? formatEuro(totals.total) : '–'}</span>
                  <span className="block text-xs tabular-nums text-stone-500">{t.totalCost} {totals ? formatEuro(totals.totalCost) : '–'}</span>
                </p>
              </div>
            </div>
            {messages.length > 0 && <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">{messages.join(' · ')}</p>}
          </div>
        );
      })}
      <div>
        <Button variant="ghost" size="sm" icon={<PlusIcon className="size-4" />} onClick={add} data-testid="extra-line-add">{t.addLine}</Button>
      </div>
    </div>
  );
}

/**
 * The quote's lines per category in the spec's order (spec §2 'Quote page': categories with lines, expand or
 * collapse; §4 'enabled categories'), each with its switch on the quote, total and cost; the manual lines editable
 * under 'Extra'; the loose products with their amounts.
 */
import { Switch } from '@headlessui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { DealerLine, DealerQuote, QuoteWrite } from '../../../api/dealer-quotes';
import type { LineCategory } from '../../../domain/constants';
import { formatEuro } from '../../../domain/money';
import { texts } from '../../../domain/texts';
import { dealerTexts } from '../../../domain/dealer-texts';
import { ChevronDownIcon } from '../../../ui/icons';
import { ExtraLinesEditor } from './ExtraLinesEditor';
import { categoryGroups, categoryOn, type CategoryGroup } from './quote-page-model';

const t = dealerTexts.quotePage;
const isBrush = (line: DealerLine) => line.category === 'brush' || line.category === 'furnitureBrush';

interface QuoteCategoriesProps {
  quote: DealerQuote;
  onSave(body: QuoteWrite): void;
  onLooseAmount(productId: number, amount: string): void;
}

export function QuoteCategories({ quote, onSave, onLooseAmount }: QuoteCategoriesProps) {
  const groups = categoryGroups(quote);
  const [collapsed, setCollapsed] = useState<Set<LineCategory | 'loose'>>(new Set());
  const all = [...groups.map((g) => g.category), 'loose' as const];
  const allCollapsed = all.every((c) => collapsed.has(c));
  const toggle = (category: LineCategory | 'loose') => setCollapsed((set) => {
    const next = new Set(set);
    if (next.has(category)) next.delete(category); else next.add(category);
    return next;
  });
  return (
    <section className="flex flex-col gap-3" aria-label={t.categories} data-testid="quote-categories">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="max-w-md text-sm text-stone-600">{t.categoriesHint}</p>
        <button
          type="button" onClick={() => setCollapsed(allCollapsed ? new Set() : new Set(all))} data-testid="quote-expand-all"
          className="min-h-10 rounded-lg px-2 text-sm font-semibold text-forest-700 hover:bg-forest-50"
        >
          {allCollapsed ? t.expandAll : t.collapseAll}
        </button>
      </div>
      {groups.map((group) => (
        <Category
          key={group.category} group={group} open={!collapsed.has(group.category)} onToggle={() => toggle(group.category)}
          empty={group.lines.length === 0 && group.category !== 'extra'} onSwitch={(on) => onSave({ enableCategories: { [group.category]: on } })}
        >
          {group.category === 'extra'
            ? <ExtraLinesEditor quote={quote} onSave={onSave} />
            : <ul className="divide-y divide-stone-100">{group.lines.map((line, i) => <Line key={`${line.productId}-${line.colorId ?? ''}-${i}`} line={line} />)}</ul>}
        </Category>
      ))}
      <LooseProducts
        quote={quote} open={!collapsed.has('loose')} onToggle={() => toggle('loose')} onAmount={onLooseAmount}
        onSwitch={(on) => onSave({ enableCategories: { looseProduct: on } })}
      />
    </section>
  );
}

interface CategoryProps {
  group: CategoryGroup;
  open: boolean;
  onToggle(): void;
  onSwitch(on: boolean): void;
  /** Nothing to list: 'Geen regels' instead of the children. */
  empty: boolean;
  testId?: string;
  children: ReactNode;
}

function Category({ group, open, onToggle, onSwitch, empty, testId, children }: CategoryProps) {
  const label = texts.lineCategoryLabels[group.category];
  const panel = `quote-category-panel-${group.category}`;
  return (
    <section className={`rounded-2xl bg-white ring-1 ring-stone-200 ${group.enabled ? '' : 'bg-stone-50'}`} data-testid={testId ?? `quote-category-${group.category}`} data-enabled={group.enabled}>
      <header className="flex items-center gap-2 px-3 py-2 sm:px-4">
        <button
          type="button" onClick={onToggle} aria-expanded={open} aria-controls={panel} aria-label={open ? t.collapse(label) : t.expand(label)}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 text-left"
        >
          <ChevronDownIcon className={`size-5 shrink-0 text-wood-600 transition-transform ${open ? '' : '-rotate-90'}`} />
          <span className="min-w-0">
            <span className={`block font-bold ${group.enabled ? 'text-forest-900' : 'text-stone-500'}`}>{label}</span>
            {!group.enabled && <span className="block text-xs font-semibold uppercase tracking-wide text-stone-500">{t.disabled}</span>}
          </span>
        </button>
        <span className="text-right">
          <span className={`block whitespace-nowrap font-semibold tabular-nums ${group.enabled ? 'text-stone-900' : 'text-stone-400'}`} data-testid="category-total">{formatEuro(group.total)}</span>
          {group.cost !== null && <span className="block whitespace-nowrap text-xs tabular-nums text-stone-500">{t.totalCost} {formatEuro(group.cost)}</span>}
        </span>
        <Switch
          checked={group.enabled} onChange={onSwitch} aria-label={`${label}: ${t.categories}`} data-testid="category-switch"
          className="group relative ml-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition-colors data-checked:bg-forest-600"
        >
          <span className="size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
        </Switch>
      </header>
      {open && <div id={panel} className={`border-t border-stone-100 px-3 py-2 sm:px-4 ${group.enabled ? '' : 'opacity-70'}`}>{empty ? <p className="py-2 text-sm text-stone-500">{t.noLines}</p> : children}</div>}
    </section>
  );
}

function Line({ line }: { line: DealerLine }) {
  return (
    <li className="flex items-start gap-3 py-2" data-testid="quote-line" data-category={line.category}>
      <span className="min-w-10 rounded-md bg-stone-100 px-1.5 py-0.5 text-center text-sm font-semibold tabular-nums text-stone-700" title={t.amount}>{line.amount}×</span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-stone-900">{line.name}</span>
        {isBrush(line) && line.colorName && <span className="block text-sm text-stone-600">{t.colour}: {line.colorName}</span>}
        <span className="block text-xs tabular-nums text-stone-500">
          {line.amount} × {formatEuro(line.price)}{line.costPrice !== undefined && <span className="hidden sm:inline"> · {t.costPrice} {formatEuro(line.costPrice)}</span>}
        </span>
      </span>
      <span className="text-right">
        <span className="block whitespace-nowrap font-semibold tabular-nums text-stone-900">{formatEuro(line.total)}</span>
        {line.totalCost !== undefined && <span className="block whitespace-nowrap text-xs tabular-nums text-stone-500">{t.totalCost} {formatEuro(line.totalCost)}</span>}
      </span>
    </li>
  );
}

interface LooseProps {
  quote: DealerQuote;
  open: boolean;
  onToggle(): void;
  onSwitch(on: boolean): void;
  onAmount(productId: number, amount: string): void;
}

/** Loose products with their amounts: the absolute value of what is typed counts, 0 removes (spec §5). */
function LooseProducts({ quote, open, onToggle, onSwitch, onAmount }: LooseProps) {
  const items = quote.looseProducts ?? [];
  if (items.length === 0) return null;
  const enabled = categoryOn(quote, 'looseProduct');
  const totals = quote.categoryTotals.looseProduct;
  const group: CategoryGroup = {
    category: 'looseProduct', enabled, lines: [], total: enabled ? totals?.inclTax ?? 0 : 0, cost: enabled ? totals?.cost ?? null : null,
  };
  return (
    <Category group={group} open={open} onToggle={onToggle} onSwitch={onSwitch} empty={false} testId="quote-loose-products">
      <ul className="divide-y divide-stone-100">
        {items.map((item) => <LooseRow key={item.id} item={item} onAmount={onAmount} />)}
      </ul>
      <p className="pt-1 text-xs text-stone-500">{t.looseAmountHint}</p>
    </Category>
  );
}

function LooseRow({ item, onAmount }: { item: NonNullable<DealerQuote['looseProducts']>[number]; onAmount(productId: number, amount: string): void }) {
  const [draft, setDraft] = useState(String(item.amount));
  useEffect(() => setDraft(String(item.amount)), [item.amount]);
  return (
    <li className="flex items-center gap-3 py-2" data-testid="loose-product">
      <input
        type="number" inputMode="numeric" min={0} step={1} value={draft} aria-label={`${t.amount}: ${item.description}`}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => { if (draft !== String(item.amount)) onAmount(item.id, draft); }}
        onKeyDown={(e) => { if (e.key === 'Enter') e.currentTarget.blur(); }}
        className="min-h-10 w-20 rounded-lg border border-stone-300 bg-white px-2 text-[15px] tabular-nums focus:border-forest-500 focus:outline-none focus:ring-3 focus:ring-forest-200"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-stone-900">{item.description}</span>
        <span className="block text-xs tabular-nums text-stone-500">{formatEuro(item.price)}</span>
      </span>
      <span className="whitespace-nowrap font-semibold tabular-nums">{formatEuro(item.total)}</span>
    </li>
  );
}

/**
 * The plan toolbar (spec §2): open product menu, undo, redo, reset, house info; and, where the organisation
 * that counts has realTimePrice 'true', the live price estimate beside them. Its own row below the top bar, or
 * `inline` inside the top bar on a landscape phone, where height is what the design needs most.
 */
import type { ReactNode } from 'react';
import { formatEuro } from '../../domain/money';
import { texts } from '../../domain/texts';
import type { PriceState } from '../../editor';
import { InfoIcon, MenuIcon, RedoIcon, ResetIcon, UndoIcon } from './icons';
import { ToolButton } from './ToolButton';

const t = texts.configurator;

export interface PlanToolbarProps {
  menuOpen: boolean;
  onMenu(): void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onReset(): void;
  onInfo(): void;
  price: PriceState;
  /** The live price indication (realTimePrice of the organisation that counts). */
  showPrice: boolean;
  /** Inside the dark top bar instead of a row of its own. */
  inline?: boolean;
  /** The page owner's own design actions after the plan's (the dealer's save button on a phone). */
  actions?: ReactNode;
}

export function PlanToolbar(p: PlanToolbarProps) {
  const tone = p.inline ? 'dark' : 'light';
  const buttons = (
    <div role="toolbar" aria-label={t.plan} className="flex shrink-0 items-center gap-0.5">
      <ToolButton tone={tone} label={p.menuOpen ? t.closeMenu : t.openMenu} pressed={p.menuOpen} onClick={p.onMenu}><MenuIcon /></ToolButton>
      <ToolButton tone={tone} label={t.undo} disabled={!p.canUndo} onClick={p.onUndo}><UndoIcon /></ToolButton>
      <ToolButton tone={tone} label={t.redo} disabled={!p.canRedo} onClick={p.onRedo}><RedoIcon /></ToolButton>
      <ToolButton tone={tone} label={t.reset} onClick={p.onReset}><ResetIcon /></ToolButton>
      <ToolButton tone={tone} label={t.houseInfo} onClick={p.onInfo}><InfoIcon /></ToolButton>
      {p.actions}
    </div>
  );
  if (p.inline) {
    return (
      <div className="flex shrink-0 items-center gap-1" data-testid="plan-toolbar" data-inline="true">
        {buttons}
        {p.showPrice && <PriceBar price={p.price} inline />}
      </div>
    );
  }
  return (
    <div className="flex min-h-13 shrink-0 items-center gap-1 border-b border-stone-200 bg-white px-1.5 sm:px-3" data-testid="plan-toolbar">
      {buttons}
      {p.showPrice && <PriceBar price={p.price} />}
    </div>
  );
}

function PriceBar({ price, inline = false }: { price: PriceState; inline?: boolean }) {
  const total = price.status === 'ready' ? formatEuro(price.quote.totalPrice.inclTax) : null;
  const failed = price.status === 'error';
  const amountTone = inline ? (failed ? 'text-red-200' : 'text-white') : (failed ? 'text-red-700' : 'text-forest-900');
  return (
    <div className={`flex min-w-0 flex-col items-end leading-tight ${inline ? 'px-1' : 'ml-auto'}`} aria-live="polite" data-testid="price-estimate">
      <span className={`max-w-full truncate text-[11px] font-semibold uppercase tracking-wide ${inline ? 'text-forest-100' : 'text-stone-500'}`}>{t.priceEstimate}</span>
      <span className={`whitespace-nowrap font-bold ${inline ? 'text-sm' : 'text-base sm:text-lg'} ${amountTone}`}>
        {failed ? price.message : total ?? t.calculating}
        {total && !inline && <span className="ml-1 hidden text-xs font-medium text-stone-500 sm:inline">{t.inclVat}</span>}
      </span>
    </div>
  );
}

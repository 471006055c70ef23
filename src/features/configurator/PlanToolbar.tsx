/** The plan toolbar (spec §2): open product menu, undo, redo, reset, house info; and the live price estimate. */
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
}

export function PlanToolbar(p: PlanToolbarProps) {
  return (
    <div className="flex min-h-13 items-center gap-1 border-b border-stone-200 bg-white px-1.5 sm:px-3">
      <div role="toolbar" aria-label={t.plan} className="flex items-center gap-0.5">
        <ToolButton label={p.menuOpen ? t.closeMenu : t.openMenu} pressed={p.menuOpen} onClick={p.onMenu}><MenuIcon /></ToolButton>
        <ToolButton label={t.undo} disabled={!p.canUndo} onClick={p.onUndo}><UndoIcon /></ToolButton>
        <ToolButton label={t.redo} disabled={!p.canRedo} onClick={p.onRedo}><RedoIcon /></ToolButton>
        <ToolButton label={t.reset} onClick={p.onReset}><ResetIcon /></ToolButton>
        <ToolButton label={t.houseInfo} onClick={p.onInfo}><InfoIcon /></ToolButton>
      </div>
      <PriceBar price={p.price} />
    </div>
  );
}

function PriceBar({ price }: { price: PriceState }) {
  const total = price.status === 'ready' ? formatEuro(price.quote.totalPrice.inclTax) : null;
  return (
    <div className="ml-auto flex flex-col items-end leading-tight" aria-live="polite" data-testid="price-estimate">
      <span className="text-[11px] font-semibold uppercase tracking-wide text-stone-500">{t.priceEstimate}</span>
      <span className={`whitespace-nowrap text-base font-bold sm:text-lg ${price.status === 'error' ? 'text-red-700' : 'text-forest-900'}`}>
        {price.status === 'error' ? price.message : total ?? t.calculating}
        {total && <span className="ml-1 hidden text-xs font-medium text-stone-500 sm:inline">{t.inclVat}</span>}
      </span>
    </div>
  );
}

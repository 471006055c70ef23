/**
 * The accounting sync state of one quote (spec §4 'Accounting sync per quote': loading, loadingError, syncing,
 * syncingError, success) as the block shows it (§2): the status text, the button text and whether it is disabled,
 * and whether the quote is locked (an accounting record exists or is loading: read-only, 'Wijzigen uitgeschakeld').
 */
import type { AccountingRecord } from '../../api/accounting';
import { dealerTexts } from '../../domain/dealer-texts';

const t = dealerTexts.accounting;

export interface AccountingView {
  /** undefined while loading; null when the quote has no record (a not-found answer: empty status, not an error). */
  record: AccountingRecord | null | undefined;
  loading: boolean;
  loadError: boolean;
  syncing: boolean;
  syncError: boolean;
}

export function statusText(view: AccountingView): string {
  if (view.loadError) return t.status.unavailable;
  if (!view.record || view.record.state === 'pending') return t.status.notLinked;
  return view.record.upToDate ? t.status.upToDate : t.status.updateErrors;
}

export function buttonText(view: AccountingView, brandName: string): string {
  if (view.loading) return t.loadingStatus;
  if (view.syncing) return t.syncing;
  return t.placeOrder(brandName);
}

/**
 * Disabled while loading or syncing, after success (the order exists), or when the status could not be loaded.
 * A failed record may be sent again (the server queues it again).
 */
export function buttonDisabled(view: AccountingView): boolean {
  return view.loading || view.syncing || view.loadError || (!!view.record && view.record.state !== 'failed');
}

/** The reason of the read-only overlay, or null when the quote may be changed. */
export function lockReason(view: Pick<AccountingView, 'record' | 'loading'>): string | null {
  if (view.record) return view.record.kind === 'order' ? t.lockedOrder : t.lockedQuote;
  if (view.loading) return t.lockedLoading;
  return null;
}

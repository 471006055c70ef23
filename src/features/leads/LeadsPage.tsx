/**
 * The dealer's leads (spec §2 'Leads list', §4 'Lead tabs'): tabs Nieuw, In behandeling and Verwijderd with their
 * counts, search by number or customer name, the explanation of what a lead can become, and per lead the
 * 'Status wijzigen' dialog, delete (with confirmation) and, under Verwijderd, restore.
 */
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { DealerQuote } from '../../api/dealer-quotes';
import { usePageTitle } from '../../app/page-title';
import { to } from '../../app/routes';
import { useDebouncedValue } from '../../app/use-debounced';
import { TIMINGS } from '../../domain/constants';
import type { QuoteStatus } from '../../domain/quote-status';
import { texts } from '../../domain/texts';
import { dealerTexts } from '../../domain/dealer-texts';
import { Badge, capCount } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ChevronDownIcon, InfoIcon } from '../../ui/icons';
import { SearchField } from '../../ui/SearchField';
import { TabBar } from '../../ui/TabBar';
import { useInfiniteScroll } from '../../ui/infinite-scroll';
import { ListEmpty, ListError, ListMore, ListSkeleton } from '../../ui/ListStates';
import { rowsOf, useQuoteList, useRemoveQuote, useSetQuoteStatus } from '../dealer-quotes/use-quote-list';
import { useLeadCounts } from '../../app/lead-counts';
import { LeadResultDialog, LeadStatusDialog, type LeadTransition } from './LeadDialogs';
import { LeadRow } from './LeadRow';
import { AssignLeadDialog } from '../delivery/AssignLeadDialog';
import { useSession } from '../../app/session';
import { BRAND_ORGANIZATION_ID } from '../../domain/constants';

const t = dealerTexts.leads;
type LeadTab = 'LEAD' | 'LEAD_IN_TREATMENT' | 'LEAD_DELETED';
const LEAD_TABS: readonly LeadTab[] = ['LEAD', 'LEAD_IN_TREATMENT', 'LEAD_DELETED'];
const PANEL_ID = 'leads-panel';

export function LeadsPage() {
  usePageTitle(t.title);
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<LeadTab>('LEAD');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, TIMINGS.searchDebounceMs, TIMINGS.searchMaxWaitMs);
  const counts = useLeadCounts();
  const list = useQuoteList({ lead: true, statuses: [tab], search: query || undefined, embed: ['customer'] });
  const rows = rowsOf(list.data);

  const [statusFor, setStatusFor] = useState<DealerQuote | null>(null);
  const [assignFor, setAssignFor] = useState<DealerQuote | null>(null);
  const isBrand = useSession()?.organization?.id === BRAND_ORGANIZATION_ID;
  const [removeFor, setRemoveFor] = useState<DealerQuote | null>(null);
  const [result, setResult] = useState<{ transition: LeadTransition; lead: DealerQuote } | null>(null);
  const setStatus = useSetQuoteStatus();
  const remove = useRemoveQuote();
  const busy = setStatus.isPending ? (setStatus.variables?.status === 'CONCEPT' ? 'accepted' : 'inTreatment') : null;

  const end = useRef<HTMLDivElement>(null);
  useInfiniteScroll(end, !!list.hasNextPage && !list.isFetchingNextPage && !list.isError, () => void list.fetchNextPage());

  const transition = (lead: DealerQuote, kind: LeadTransition) => {
    const status: QuoteStatus = kind === 'accepted' ? 'CONCEPT' : 'LEAD_IN_TREATMENT';
    setStatus.mutate({ id: lead.id, status }, {
      onSuccess: (updated) => { setStatusFor(null); setResult({ transition: kind, lead: { ...lead, ...updated } }); },
    });
  };

  const tabs = LEAD_TABS.map((status) => {
    const count = counts.data?.[status];
    return {
      id: status,
      label: texts.quoteStatusLabels[status],
      badge: count === undefined ? null : (
        <Badge tone={status === 'LEAD' && count > 0 ? 'red' : 'neutral'} className="min-w-6 justify-center px-1.5" data-testid={`lead-count-${status}`}>{capCount(count)}</Badge>
      ),
    };
  });

  return (
    <main id="main" className="mx-auto w-full max-w-[700px] px-4 pb-16 pt-6 sm:pt-10">
      <h1 className="text-2xl font-extrabold text-forest-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-1 text-stone-600">{t.intro}</p>

      <Disclosure as="section" className="mt-4 rounded-2xl bg-wood-50 ring-1 ring-wood-200" data-testid="leads-explanation">
        <DisclosureButton className="group flex min-h-12 w-full items-center gap-3 px-4 text-left font-semibold text-forest-900">
          <InfoIcon className="size-5 shrink-0 text-wood-600" />
          <span className="flex-1">{t.explanationToggle}</span>
          <ChevronDownIcon className="size-5 shrink-0 text-wood-600 transition-transform group-data-open:rotate-180" />
        </DisclosureButton>
        <DisclosurePanel as="dl" className="grid gap-3 px-4 pb-4 text-[15px] text-stone-700">
          {t.explanation.map((item) => (
            <div key={item.title}>
              <dt className="font-semibold text-forest-900">{item.title}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </DisclosurePanel>
      </Disclosure>

      <SearchField value={search} onChange={setSearch} placeholder={t.search} className="mt-5" />
      <TabBar<LeadTab> items={tabs} value={tab} onChange={setTab} panelId={PANEL_ID} label={t.title} className="mt-4" />

      <div id={PANEL_ID} role="tabpanel" className="mt-4" aria-busy={list.isFetching}>
        {list.isPending && <ListSkeleton />}
        {list.isError && !list.data && <ListError onRetry={() => void list.refetch()} />}
        {list.isSuccess && rows.length === 0 && <ListEmpty text={query ? t.emptySearch : t.empty[tab]} />}
        {rows.length > 0 && (
          <ul className="flex flex-col gap-3" data-testid="lead-list">
            {rows.map((lead) => (
              <LeadRow
                key={lead.id} lead={lead} inDeletedTab={tab === 'LEAD_DELETED'}
                onChangeStatus={() => { setStatus.reset(); setStatusFor(lead); }}
                onRemove={() => { remove.reset(); setRemoveFor(lead); }}
                onRestore={() => setStatus.mutate({ id: lead.id, status: 'LEAD' })}
                restoring={setStatus.isPending && setStatus.variables?.id === lead.id}
                onAssign={isBrand && lead.organizationId === BRAND_ORGANIZATION_ID ? () => setAssignFor(lead) : undefined}
              />
            ))}
          </ul>
        )}
        <div ref={end} />
        <ListMore list={list} />
      </div>

      <LeadStatusDialog
        lead={statusFor} busy={busy} failed={setStatus.isError} onClose={() => setStatusFor(null)}
        onTransition={(kind) => statusFor && transition(statusFor, kind)}
      />
      <AssignLeadDialog lead={assignFor} onClose={() => setAssignFor(null)} />
      <LeadResultDialog
        result={result} onBack={() => setResult(null)}
        onView={(lead) => navigate(to.configureViaQuoteEditor(lead.id, lead.secret, lead.organizationId))}
      />
      <ConfirmDialog
        open={!!removeFor} question={t.removeConfirm} confirmLabel={t.remove} busy={remove.isPending}
        error={remove.isError ? t.actionFailed : null} onCancel={() => setRemoveFor(null)}
        onConfirm={() => removeFor && remove.mutate(removeFor.id, { onSuccess: () => setRemoveFor(null) })}
      />
    </main>
  );
}

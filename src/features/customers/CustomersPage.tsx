/**
 * /klanten (issue 27): a dealer's customers outside a quote. Tabs 'Personen' and 'Bedrijven', each searched as
 * spec §7 says (search[fullName], search[name]; sort=-created_at) with load-more; a person can be edited with the
 * customer form, each one's quotes opened under it ('Offertes'), and people and companies deleted after 'Wil je deze klant echt verwijderen?'. A customer on a
 * quote is kept there: the server refuses the delete with the reason, which the dialog shows. Who reaches whom is
 * the server's (the quote's rules: the own organisation, a manager also its sub-dealers).
 */
import { useState } from 'react';
import { personFormValues, type Company, type Person } from '../../api/clients';
import { ApiError } from '../../api/http';
import { BackOffice } from '../../app/BackOffice';
import { usePageTitle } from '../../app/page-title';
import { useDebouncedValue } from '../../app/use-debounced';
import { TIMINGS } from '../../domain/constants';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { SearchField } from '../../ui/SearchField';
import { TabBar } from '../../ui/TabBar';
import { showToast } from '../../ui/Toast';
import { ListEmpty, ListError, ListMore, ListSkeleton } from '../../ui/ListStates';
import { personLines } from './CustomerDetails';
import { CustomerForm } from './CustomerForm';
import { CustomerQuotes, type CustomerRef } from './CustomerQuotes';
import { useCompanies, usePeople, useRemoveCustomer, useUpdatePerson } from './use-customers';

const t = dealerTexts.customers;
type Tab = 'people' | 'companies';
const PANEL_ID = 'customers-panel';

export function CustomersRoute() {
  return <BackOffice><CustomersPage /></BackOffice>;
}

type Removal = { kind: 'person' | 'company'; id: number };

export function CustomersPage() {
  usePageTitle(t.title);
  const [tab, setTab] = useState<Tab>('people');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, TIMINGS.searchDebounceMs, TIMINGS.searchMaxWaitMs);
  const [editing, setEditing] = useState<Person | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const remove = useRemoveCustomer();
  const update = useUpdatePerson();
  const failure = remove.error instanceof ApiError && remove.error.status === 409 ? t.deleteKeptOnQuotes : remove.error ? t.deleteFailed : null;

  return (
    <main id="main" className="mx-auto w-full max-w-[700px] px-4 pb-16 pt-6 sm:pt-10" data-testid="customers-page">
      <h1 className="text-2xl font-extrabold text-forest-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-sm text-stone-600">{t.deleteHint}</p>
      <SearchField value={search} onChange={setSearch} placeholder={tab === 'people' ? t.searchPeople : t.searchCompanies} className="mt-5" />
      <TabBar<Tab> items={[{ id: 'people', label: t.people }, { id: 'companies', label: t.companies }]} value={tab} onChange={setTab}
        panelId={PANEL_ID} label={t.title} className="mt-4" />
      <div id={PANEL_ID} role="tabpanel" className="mt-4">
        {tab === 'people'
          ? <PeopleList search={query} onEdit={setEditing} onRemove={(id) => { remove.reset(); setRemoval({ kind: 'person', id }); }} />
          : <CompanyList search={query} onRemove={(id) => { remove.reset(); setRemoval({ kind: 'company', id }); }} />}
      </div>

      <ConfirmDialog
        open={removal !== null} question={t.deleteConfirm} confirmLabel={t.remove} busy={remove.isPending} error={failure}
        onCancel={() => setRemoval(null)}
        onConfirm={() => removal && remove.mutate(removal, { onSuccess: () => { setRemoval(null); showToast(t.deleted); } })}
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={t.editTitle}>
        {editing && (
          <CustomerForm
            key={editing.id} initial={personFormValues(editing)} submitLabel={t.update} busyLabel={t.updating} failureText={t.updateFailed}
            onSubmit={async (values) => { await update.mutateAsync({ person: editing, values }); setEditing(null); }}
          />
        )}
      </Dialog>
    </main>
  );
}

/** A customer: name and contact line, actions, and the customer's quotes once opened with 'Offertes'. */
function Row({ title, lines, testId, customer, actions }: { title: string; lines: string[]; testId: string; customer: CustomerRef; actions: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const panel = `customer-quotes-${customer.kind}-${customer.id}`;
  return (
    <li data-testid={testId} data-id={customer.id} className="rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-stone-200/70 sm:px-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-forest-900">{title}</span>
          {lines.length > 0 && <span className="block truncate text-sm text-stone-500">{lines.join(', ')}</span>}
        </span>
        <span className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={open ? panel : undefined} onClick={() => setOpen(!open)} data-testid="customer-quotes-toggle">
            {t.quotesOf}
          </Button>
          {actions}
        </span>
      </div>
      {open && <div id={panel}><CustomerQuotes customer={customer} /></div>}
    </li>
  );
}

function PeopleList({ search, onEdit, onRemove }: { search: string; onEdit(person: Person): void; onRemove(id: number): void }) {
  const list = usePeople(search, true);
  const people = list.data?.pages.flatMap((page) => page.data) ?? [];
  if (list.isPending) return <ListSkeleton rows={3} />;
  if (list.isError && !list.data) return <ListError onRetry={() => void list.refetch()} />;
  if (people.length === 0) return <ListEmpty text={t.noPeople} />;
  return (
    <>
      <ul className="flex flex-col gap-3" data-testid="customer-list">
        {people.map((person) => (
          <Row key={person.id} customer={{ kind: 'person', id: person.id, organizationId: person.organizationId }} testId="customer-row" title={person.fullName} lines={personLines(person)} actions={(
            <>
              <Button variant="secondary" size="sm" onClick={() => onEdit(person)} data-testid="customer-edit">{t.edit}</Button>
              <Button variant="ghost" size="sm" className="text-red-700" onClick={() => onRemove(person.id)} data-testid="customer-delete">{t.remove}</Button>
            </>
          )} />
        ))}
      </ul>
      <ListMore list={list} />
    </>
  );
}

function CompanyList({ search, onRemove }: { search: string; onRemove(id: number): void }) {
  const list = useCompanies(search, true);
  const companies: Company[] = list.data?.pages.flatMap((page) => page.data) ?? [];
  if (list.isPending) return <ListSkeleton rows={3} />;
  if (list.isError && !list.data) return <ListError onRetry={() => void list.refetch()} />;
  if (companies.length === 0) return <ListEmpty text={t.noCompanies} />;
  return (
    <>
      <ul className="flex flex-col gap-3" data-testid="company-list">
        {companies.map((company) => (
          <Row key={company.id} customer={{ kind: 'company', id: company.id, organizationId: company.organizationId }} testId="company-row" title={company.name} lines={company.emails} actions={(
            <Button variant="ghost" size="sm" className="text-red-700" onClick={() => onRemove(company.id)} data-testid="company-delete">{t.remove}</Button>
          )} />
        ))}
      </ul>
      <ListMore list={list} />
    </>
  );
}

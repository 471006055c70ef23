/**
 * 'Bestaande klant' and 'Dealers' in the customer dialog: a searched, load-more list to choose from (spec §7
 * v1/client/person with search[fullName], v1/client/company with search[name], sort=-created_at).
 */
import { useState } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import type { Company, Person } from '../../api/clients';
import type { List } from '../../api/list';
import { useDebouncedValue } from '../../app/use-debounced';
import { TIMINGS } from '../../domain/constants';
import { texts } from '../../domain/texts';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { ChevronRightIcon } from '../../ui/icons';
import { SearchField } from '../../ui/SearchField';
import { Spinner } from '../../ui/Spinner';
import { personLines } from './CustomerDetails';
import { useCompanies, usePeople } from './use-customers';

const t = dealerTexts.customers;

interface PickerListProps<T> {
  query: {
    data?: InfiniteData<List<T>>; isPending: boolean; isError: boolean; hasNextPage: boolean; isFetchingNextPage: boolean;
    fetchNextPage(): unknown; refetch(): unknown;
  };
  empty: string;
  render(item: T): { key: number; title: string; lines: string[] };
  onPick(item: T): void;
  testId: string;
}

function PickerList<T>({ query, empty, render, onPick, testId }: PickerListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (query.isPending) return <div className="flex justify-center py-8"><Spinner /></div>;
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-center text-red-900">
        <p className="font-semibold">{t.loadFailed}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>{texts.common.retry}</Button>
      </div>
    );
  }
  if (items.length === 0) return <p className="py-6 text-center text-stone-600" data-testid={`${testId}-empty`}>{empty}</p>;
  return (
    <>
      <ul className="max-h-[45vh] divide-y divide-stone-100 overflow-y-auto rounded-2xl ring-1 ring-stone-200 sm:max-h-80" data-testid={testId}>
        {items.map((item) => {
          const row = render(item);
          return (
            <li key={row.key}>
              <button type="button" onClick={() => onPick(item)} className="flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left hover:bg-forest-50 focus-visible:bg-forest-50">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-stone-900">{row.title}</span>
                  {row.lines.length > 0 && <span className="block truncate text-sm text-stone-600">{row.lines.join(', ')}</span>}
                </span>
                <ChevronRightIcon className="size-5 shrink-0 text-stone-400" />
              </button>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" size="sm" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>{t.loadMore}</Button>
        </div>
      )}
    </>
  );
}

export function PersonPicker({ onPick }: { onPick(person: Person): void }) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, TIMINGS.searchDebounceMs, TIMINGS.searchMaxWaitMs);
  const people = usePeople(query, true);
  return (
    <div className="flex flex-col gap-3">
      <SearchField value={search} onChange={setSearch} placeholder={t.searchPeople} />
      <PickerList
        query={people} empty={t.noPeople} testId="person-list" onPick={onPick}
        render={(person) => ({ key: person.id, title: person.fullName, lines: [...personLines(person), person.emails[0]?.email ?? ''].filter(Boolean) })}
      />
    </div>
  );
}

export function CompanyPicker({ onPick }: { onPick(company: Company): void }) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, TIMINGS.searchDebounceMs, TIMINGS.searchMaxWaitMs);
  const companies = useCompanies(query, true);
  return (
    <div className="flex flex-col gap-3">
      <SearchField value={search} onChange={setSearch} placeholder={t.searchDealers} />
      <PickerList
        query={companies} empty={t.noDealers} testId="company-list" onPick={onPick}
        render={(company) => ({ key: company.id, title: company.name, lines: company.emails })}
      />
    </div>
  );
}

import { useState } from 'react';
import { fetchFaq } from '../../api/faq';
import { TIMINGS } from '../../domain/constants';
import { texts } from '../../domain/texts';
import { Accordion } from '../../ui/Accordion';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../app/page-title';
import { useAsync } from '../../app/use-async';
import { sessionFacts, useSession } from '../../app/session';
import { openContact } from './contact-store';
import { useDebouncedValue } from '../../app/use-debounced';

const t = texts.help;

export function HelpPage() {
  usePageTitle(t.title);
  const facts = sessionFacts(useSession());
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, TIMINGS.searchDebounceMs, TIMINGS.searchMaxWaitMs);
  const faq = useAsync((signal) => fetchFaq(term, signal), [term]);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-8 pt-8 sm:px-6 sm:pt-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-forest-900 sm:text-4xl">{t.title}</h1>
      <p className="mt-2 text-stone-600">{t.intro}</p>
      <div className="relative mt-6">
        <label htmlFor="faq-search" className="sr-only">{t.searchLabel}</label>
        <svg viewBox="0 0 24 24" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-stone-400" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" strokeLinecap="round" />
        </svg>
        <input
          id="faq-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t.searchPlaceholder}
          className="block min-h-13 w-full rounded-2xl border border-stone-300 bg-white pl-12 pr-4 text-base shadow-xs focus:border-forest-500 focus:outline-none focus:ring-3 focus:ring-forest-200"
        />
      </div>
      <div className="mt-8" aria-live="polite" aria-busy={faq.status === 'loading'}>
        {faq.status === 'loading' && <div className="flex justify-center py-10"><Spinner /></div>}
        {faq.status === 'error' && <p role="alert" className="rounded-2xl bg-red-50 p-4 font-semibold text-red-800">{t.loadFailed}</p>}
        {faq.status === 'loaded' && faq.data.length === 0 && <p className="rounded-2xl bg-white p-6 text-center text-stone-600 shadow-card">{t.noResults}</p>}
        {faq.status === 'loaded' && faq.data.map((subject) => (
          <section key={subject.id} className="mb-8" data-testid="faq-subject">
            <h2 className="mb-3 text-xl font-bold text-forest-900">{subject.subject.nl}</h2>
            <Accordion items={subject.items.nl.map((item, i) => ({
              id: `${subject.id}-${i}`,
              title: item.question,
              content: <p className="whitespace-pre-line leading-relaxed">{item.answer}</p>,
            }))} />
          </section>
        ))}
      </div>
      {!facts.organizationUser && (
      <div className="mt-10 flex flex-col items-start gap-3 rounded-3xl bg-forest-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-semibold">{t.contactTitle}</p>
        <Button variant="accent" onClick={openContact}>{t.helpButton}</Button>
      </div>
      )}
    </main>
  );
}

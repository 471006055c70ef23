/**
 * The facts of the quote a design was opened from, the same for every source (issue 27): the AR setting, the
 * views PDF's name, the export statistic and fromExample read these, never one source's answer. A design code
 * carries them only for an example (its id, status EXAMPLE; the code answer has no number); a chosen house and a
 * plain design code have none.
 */
export interface QuoteFacts {
  id: number;
  number: number | string | null;
  title: string | null;
  status: string;
  organizationId: number | null;
  /** The example a copy of this design records (spec §4): the quote itself when it is an EXAMPLE. */
  fromExample: number | null;
}

/** The facts of a stored quote as either quote answer carries them; missing status defaults to CONCEPT (spec §4). */
export function quoteFactsOf(quote: {
  id: number; number?: number | string | null; title?: string | null; status?: string | null; organizationId?: number | null; fromExample?: number | null;
}): QuoteFacts {
  const status = quote.status || 'CONCEPT';
  return {
    id: quote.id, number: quote.number ?? null, title: quote.title ?? null, status, organizationId: quote.organizationId ?? null,
    fromExample: status === 'EXAMPLE' ? quote.id : quote.fromExample ?? null,
  };
}


import { describe, expect, it } from 'vitest';
import type { Insights } from '../../domain/contracts/insights';
import { insightsCsv } from './insights-csv';

const figures: Insights = {
  weeks: 4, from: 0, until: 1, scope: 'organization',
  leadsPerWeek: [{ week: '2026-11-23', token: 2, region: 0, assigned: 1, example: 0, direct: 0, unknown: 0 }],
  funnel: { leads: 3, inTreatment: 2, quote: 1, sent: 1, accepted: 1, rejected: 0 },
  speed: { toTreatment: { count: 2, medianSeconds: 5400, p90Seconds: null }, toSent: { count: 1, medianSeconds: null, p90Seconds: null }, overdueTotal: 0, overdue: [] },
  value: { months: [{ month: '2026-11', accepted: 1, inclTax: 1_234_567, exclTax: 1_020_303 }], sentCount: 1, sentInclTax: 1_234_567, averageInclTax: 1_234_567 },
  examples: [{ id: 7, number: 3, title: '=Tuinhuis, "groot"', views: 5, arExports: 1, leads: 2 }],
  perOrganization: [{ id: 3, name: 'De Groene Vinger', leads: 3, inTreatment: 2, quote: 1, sent: 1, accepted: 1, rejected: 0, medianToTreatmentSeconds: 5400, stillNew: 1 }],
  perSeller: null, unassigned: null,
};

/** A minimal RFC 4180 reader: enough to prove the export parses back into its fields. */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; } else if (c === '\r' && csv[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; } else field += c;
  }
  return rows;
}

describe('Inzicht CSV', () => {
  it('has four columns on every row, euros with a decimal point, and defused, quoted names', () => {
    const rows = parse(insightsCsv(figures));
    expect(rows[0]).toEqual(['blok', 'onderdeel', 'kenmerk', 'waarde']);
    expect(rows.every((row) => row.length === 4)).toBe(true);
    expect(rows).toContainEqual(['Leads per week', '2026-11-23', 'Dealer token', '2']);
    expect(rows).toContainEqual(['Waarde', '2026-11', 'Incl. btw', '12345.67']);
    expect(rows).toContainEqual(['Snelheid', 'Tot in behandeling', 'Mediaan (uur)', '1.5']);
    expect(rows).toContainEqual(['Voorbeeldconfiguraties', '#3 =Tuinhuis, "groot"', 'Leads', '2']);
    expect(rows).toContainEqual(['Voorbeeldconfiguraties', '#3 =Tuinhuis, "groot"', 'Bekeken', '5']);
    expect(rows).toContainEqual(['Per organisatie', 'De Groene Vinger', 'Nog nieuw', '1']);
  });
});

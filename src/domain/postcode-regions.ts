/**
 * Dealers' postcode regions (issue 10 §4, beyond the spec): ranges of Dutch 4-digit postcodes, Belgian 4-digit
 * and German 5-digit ones, kept in the organisation setting `postcodeRegions` as text, e.g.
 * '3400-3599, 1000-1099, BE:2000-2999, DE:40210-40629'. A range without a country is Dutch. A lead's postcode
 * is read as the lead form allows it (§5): 4 digits + 2 letters is Dutch, 5 digits German, 4 digits Belgian.
 */
export type PostcodeCountry = 'NL' | 'BE' | 'DE';

export interface PostcodeRange {
  country: PostcodeCountry;
  from: number;
  to: number;
}

export const POSTCODE_REGIONS_SETTING = 'postcodeRegions';

const RANGE = /^(?:(NL|BE|DE):)?(\d{4,5})(?:-(\d{4,5}))?$/i;

/** The ranges of a setting value; answers the parts it cannot read as errors (Dutch), nothing when all is well. */
export function parsePostcodeRegions(value: string | null | undefined): { ranges: PostcodeRange[]; errors: string[] } {
  const ranges: PostcodeRange[] = [];
  const errors: string[] = [];
  for (const part of (value ?? '').split(/[,;\n]+/).map((p) => p.trim().replace(/\s+/g, '')).filter(Boolean)) {
    const match = RANGE.exec(part);
    const country = (match?.[1]?.toUpperCase() ?? 'NL') as PostcodeCountry;
    const digits = country === 'DE' ? 5 : 4;
    if (!match || match[2].length !== digits || (match[3] !== undefined && match[3].length !== digits)) {
      errors.push(`Ongeldig postcodegebied: ${part}`);
      continue;
    }
    const from = Number(match[2]);
    const to = match[3] === undefined ? from : Number(match[3]);
    if (to < from) {
      errors.push(`Ongeldig postcodegebied: ${part}`);
      continue;
    }
    ranges.push({ country, from, to });
  }
  return { ranges, errors };
}

/** A lead form postcode as country and number; null when it is none of the three forms. */
export function readPostcode(postcode: string): { country: PostcodeCountry; number: number } | null {
  const value = postcode.replace(/\s+/g, '').toUpperCase();
  if (/^\d{4}[A-Z]{2}$/.test(value)) return { country: 'NL', number: Number(value.slice(0, 4)) };
  if (/^\d{5}$/.test(value)) return { country: 'DE', number: Number(value) };
  if (/^\d{4}$/.test(value)) return { country: 'BE', number: Number(value) };
  return null;
}

export function inRegions(postcode: string, ranges: readonly PostcodeRange[]): boolean {
  const read = readPostcode(postcode);
  return !!read && ranges.some((r) => r.country === read.country && read.number >= r.from && read.number <= r.to);
}

/** Dutch labels of Inzicht's figures: weeks, months, durations, rates (nl-NL, Dutch calendar). */
import type { ExampleFigures } from '../../domain/contracts/insights';
import { dealerTexts } from '../../domain/dealer-texts';
import { exampleTitle } from '../examples/example-row';

const t = dealerTexts.insights;
let numbers: Intl.NumberFormat | null = null;
const oneDecimal = (value: number) => (numbers ??= new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 })).format(value);

// Week and month keys are calendar dates already (the server's Dutch calendar): format them as UTC so no offset shifts them.
const weekFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('nl-NL', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** weekLabel('2026-11-23') === '23 nov' */
export function weekLabel(week: string): string {
  return weekFormat.format(new Date(`${week}T00:00:00Z`));
}

/** monthLabel('2026-11') === 'nov 2026' */
export function monthLabel(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** durationLabel(5400) === '1,5 uur'; null (nobody reached the stage) gives '–'. */
export function durationLabel(seconds: number | null): string {
  if (seconds === null) return t.speed.none;
  if (seconds < 3600) return t.duration.minutes(oneDecimal(Math.max(1, Math.round(seconds / 60))));
  if (seconds < 48 * 3600) return t.duration.hours(oneDecimal(seconds / 3600));
  return t.duration.days(oneDecimal(seconds / 86_400));
}

/** rateLabel(1, 3) === '33%'; none of none gives '–'. */
export function rateLabel(part: number, whole: number): string {
  return whole === 0 ? t.speed.none : `${Math.round((part / whole) * 100)}%`;
}

/** Hours with one decimal, for the CSV (a number a spreadsheet reads). */
export function hoursValue(seconds: number | null): string {
  return seconds === null ? '' : (seconds / 3600).toFixed(1);
}

/** An example by its name as /configuraties shows it; one without a name by its number ('#12'). */
export function exampleLabel(example: Pick<ExampleFigures, 'number' | 'title'>): string {
  return exampleTitle(example.title).trim() || `#${example.number}`;
}

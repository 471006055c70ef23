/** Money is integer euro cents in code; it is formatted only at the edge. */

// Written out rather than Intl.NumberFormat: constructing that loads ICU's number data, 130-500 ms on a 4x-throttled
// phone (~17 ms on the bench machine), in the first task that shows a price, which on a shared design link is on
// the way to the plan. The Dutch money format is fixed ('.' groups thousands, ',' before the cents);
// tests/domain/money.test.ts checks it against Intl's.
function amount(cents: number): string {
  // Half away from zero, as Intl rounds; a negative amount that rounds to zero cents shows as 0,00.
  const whole = Math.round(Math.abs(cents));
  const euros = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 && whole > 0 ? '-' : ''}${euros},${String(whole % 100).padStart(2, '0')}`;
}

/** formatEuro(123456) === '€ 1.234,56' */
export function formatEuro(cents: number): string {
  return `€ ${amount(cents)}`;
}

/** formatAmount(123456) === '1.234,56' (no currency sign) */
export function formatAmount(cents: number): string {
  return amount(cents);
}

/** euros(12.5) === 1250: converts a euro amount, as typed or seeded, to cents. */
export function euros(amount: number): number {
  return Math.round(amount * 100);
}

/** The excl.-VAT part of an incl.-VAT amount, rounded to the cent: exclVat(12100, 21) === 10000. */
export function exclVat(inclCents: number, percentage: number): number {
  return Math.round((inclCents * 100) / (100 + percentage));
}

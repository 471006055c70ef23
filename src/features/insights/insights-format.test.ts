import { describe, expect, it } from 'vitest';
import { durationLabel, exampleLabel, hoursValue, monthLabel, rateLabel, weekLabel } from './insights-format';

describe('Inzicht labels', () => {
  it('writes weeks, months, durations and rates the Dutch way', () => {
    expect(weekLabel('2026-11-23')).toBe('23 nov');
    expect(monthLabel('2026-03')).toMatch(/^mrt\.? 2026$/);
    expect(durationLabel(null)).toBe('–');
    expect(durationLabel(125)).toBe('2 min');
    expect(durationLabel(5400)).toBe('1,5 uur');
    expect(durationLabel(3 * 86_400 + 43_200)).toBe('3,5 dagen');
    expect(rateLabel(1, 3)).toBe('33%');
    expect(rateLabel(0, 0)).toBe('–');
    expect(hoursValue(5400)).toBe('1.5');
    expect(hoursValue(null)).toBe('');
  });

  it('names an example by its title without the trailing separator, or by its number when it has none', () => {
    expect(exampleLabel({ number: 7, title: 'Tuinhuis Ede 300 - ' })).toBe('Tuinhuis Ede 300');
    expect(exampleLabel({ number: 7, title: '' })).toBe('#7');
    expect(exampleLabel({ number: 7, title: ' - ' })).toBe('#7');
  });
});

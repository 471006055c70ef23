import { describe, expect, it } from 'vitest';
import { CONFIGURATOR_BASE } from '../app/routes';
import { choosingStep, mayPrefetch } from './prefetch-configurator';

describe('fetching the configurator ahead (issue 26 item 3)', () => {
  it('happens on the steps of choosing a house, and nowhere else', () => {
    expect(choosingStep('/')).toBe('landing');
    expect(choosingStep('/home')).toBe('landing');
    expect(choosingStep('/huis')).toBe('category');
    expect(choosingStep(`${CONFIGURATOR_BASE}/kies`)).toBe('category');
    expect(choosingStep(`${CONFIGURATOR_BASE}/kies/tuinhuis/10`)).toBe('category');
    expect(choosingStep(`${CONFIGURATOR_BASE}/kies-tuinhuis/tuinhuis-zadeldak/tuinhuis-zadeldak-diepte-300/46`)).toBe('size');
    expect(choosingStep(`${CONFIGURATOR_BASE}/maak-ontwerp`)).toBeNull();
    expect(choosingStep('/help')).toBeNull();
    expect(choosingStep('/inloggen')).toBeNull();
  });

  it('is left out on a connection that asks to save data', () => {
    expect(mayPrefetch({ connection: { saveData: true } })).toBe(false);
    expect(mayPrefetch({ connection: { saveData: false } })).toBe(true);
    // Browsers without the Network Information API.
    expect(mayPrefetch({})).toBe(true);
    expect(mayPrefetch(undefined)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeParam, routePatterns, safeRedirect, to, CONFIGURATOR_BASE } from './routes';
import { slugify } from './slug';
import { pageTitle } from './page-title';

describe('route builders', () => {
  it('build the spec paths', () => {
    expect(to.configureHouseCategory()).toBe(`${CONFIGURATOR_BASE}/kies`);
    expect(to.configureHouseCategory(5)).toBe(`${CONFIGURATOR_BASE}/kies`);
    expect(to.configureHouseCategory(12)).toBe(`${CONFIGURATOR_BASE}/kies/12`);
    expect(to.configureHouseCategorySlug(22, 'Tuinhuis Zadeldak')).toBe(`${CONFIGURATOR_BASE}/kies/tuinhuis-zadeldak/22`);
    expect(to.configureHouseSlug(45, 'tuinhuis-zadeldak', 'Diepte 250')).toBe(`${CONFIGURATOR_BASE}/kies-tuinhuis/tuinhuis-zadeldak/diepte-250/45`);
    expect(to.configureViaId('12345')).toBe('/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/12345');
    expect(to.configureViaId()).toBe(`${CONFIGURATOR_BASE}/maak-ontwerp`);
    expect(to.configureViaId(7, 3, 'abc')).toBe(`${CONFIGURATOR_BASE}/maak-ontwerp/7/3/abc`);
    // A missing middle parameter drops the ones after it rather than shifting them into its place.
    expect(to.configureViaId(7, undefined, 'abc')).toBe(`${CONFIGURATOR_BASE}/maak-ontwerp/7`);
  });

  it('encode the login redirect as one segment and only follow same-site paths', () => {
    expect(to.auth()).toBe('/inloggen');
    expect(to.auth('/')).toBe('/inloggen');
    expect(to.auth('/configureer-via-offerte/leads')).toBe('/inloggen/%2Fconfigureer-via-offerte%2Fleads');
    expect(safeRedirect('%2Fconfigureer-via-offerte%2Fleads')).toBe('/configureer-via-offerte/leads');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('https%3A%2F%2Fevil.example')).toBe('/');
    expect(safeRedirect('%2F%2Fevil.example')).toBe('/');
    expect(decodeParam('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('register every path of spec §2', () => {
    const patterns = Object.values(routePatterns);
    for (const path of ['/inloggen/:redirectUrl?', '/huis', '/configuraties', '/uitloggen', '/help', '/wachtwoord-vergeten',
      '/wachtwoord-veranderen/:secret', '/instellingen/instellen', '/instellingen/gebruiker', '/instellingen/subdealer',
      '/configureer-via-offerte/leads', '/configureer-via-offerte/offertes']) {
      expect(patterns).toContain(path);
    }
  });
});

describe('slugify', () => {
  it('makes address-safe slugs', () => {
    expect(slugify('Tuinhuis met overkapping 300 × 250')).toBe('tuinhuis-met-overkapping-300-x-250');
    expect(slugify('Café & Co')).toBe('cafe-en-co');
    expect(slugify('tuinhuis-zadeldak')).toBe('tuinhuis-zadeldak');
    expect(slugify('!!!')).toBe('item');
  });
});

describe('pageTitle', () => {
  it("is '<brand> | <name>' with the spec's default", () => {
    expect(pageTitle('Houtland', 'Kies afmetingen')).toBe('Houtland | Kies afmetingen');
    expect(pageTitle('Houtland')).toBe('Zelf een tuinhuis configureren');
  });
});

import { describe, expect, it } from 'vitest';
import { LEGACY_PATHS, legacyRedirect } from './legacy-paths';
import { CONFIGURATOR_BASE as B, routePatterns } from './routes';

describe('old paths (spec §2: redirected to the new ones with parameters kept)', () => {
  it("moves the configurator's pages under the base path, with every parameter, the query and the hash", () => {
    expect(legacyRedirect('/maak-ontwerp/12345')).toBe(`${B}/maak-ontwerp/12345`);
    expect(legacyRedirect('/maak-ontwerp/7/3/geheim', '?dealer=groenevinger-7f3a')).toBe(`${B}/maak-ontwerp/7/3/geheim?dealer=groenevinger-7f3a`);
    expect(legacyRedirect('/maak-ontwerp', 'house=1015')).toBe(`${B}/maak-ontwerp?house=1015`);
    expect(legacyRedirect('/kies/tuinhuis/12')).toBe(`${B}/kies/tuinhuis/12`);
    expect(legacyRedirect('/kies-tuinhuis/45')).toBe(`${B}/kies-tuinhuis/45`);
    expect(legacyRedirect('/klant-offerte/7/3/geheim/lead', '', '#offerte')).toBe(`${B}/klant-offerte/7/3/geheim/lead#offerte`);
    expect(legacyRedirect('/maak-ontwerp-via-offerte/7/geheim/3')).toBe(`${B}/maak-ontwerp-via-offerte/7/geheim/3`);
    expect(legacyRedirect('/configurator/maak-ontwerp/12345/')).toBe(`${B}/maak-ontwerp/12345`);
  });

  it('sends the short list and account paths to their new places', () => {
    expect(legacyRedirect('/offertes')).toBe('/configureer-via-offerte/offertes');
    expect(legacyRedirect('/configureer-via-offerte')).toBe('/configureer-via-offerte/offertes');
    expect(legacyRedirect('/leads')).toBe('/configureer-via-offerte/leads');
    expect(legacyRedirect('/login/%2Fhelp')).toBe('/inloggen/%2Fhelp');
    expect(legacyRedirect('/logout')).toBe('/uitloggen');
    expect(legacyRedirect('/instellingen')).toBe('/instellingen/instellen');
    expect(legacyRedirect('/wachtwoord-wijzigen/abc')).toBe('/wachtwoord-veranderen/abc');
  });

  it('leaves other paths alone, matching whole segments only', () => {
    expect(legacyRedirect('/kiesplan')).toBeNull();
    expect(legacyRedirect('/offertes/12')).toBeNull();
    expect(legacyRedirect('/bestaat-niet')).toBeNull();
    expect(legacyRedirect('/')).toBeNull();
  });

  it('never sends a current path anywhere, and every target is a path of §2', () => {
    const current = Object.values(routePatterns).map((pattern) => pattern.split('/:')[0]);
    for (const { from, to } of LEGACY_PATHS) {
      expect(current, from).not.toContain(from);
      expect(current.some((path) => to === path || to.startsWith(`${path}/`) || path.startsWith(`${to}/`)), to).toBe(true);
    }
  });
});

/**
 * Old paths and the new ones they redirect to, parameters kept (spec §2: 'Old paths redirect to the new ones
 * with parameters kept'). Links in old e-mails, bookmarks and dealer sites keep working: the configurator's
 * pages before they moved under the long base path, the old configurator base itself, and the short list and
 * account paths. Only addresses no route of §2 matches come here, so a new path always wins.
 * The README lists these; keep the two in step.
 */
import { CONFIGURATOR_BASE as B } from './routes';

interface LegacyPath {
  from: string;
  to: string;
  /** A prefix carries the rest of the path along (/maak-ontwerp/12345 -> <base>/maak-ontwerp/12345). */
  prefix: boolean;
}

export const LEGACY_PATHS: readonly LegacyPath[] = [
  { from: '/configurator', to: B, prefix: true },
  { from: '/kies', to: `${B}/kies`, prefix: true },
  { from: '/kies-tuinhuis', to: `${B}/kies-tuinhuis`, prefix: true },
  { from: '/maak-ontwerp', to: `${B}/maak-ontwerp`, prefix: true },
  { from: '/maak-ontwerp-via-offerte', to: `${B}/maak-ontwerp-via-offerte`, prefix: true },
  { from: '/klant-offerte', to: `${B}/klant-offerte`, prefix: true },
  { from: '/configureer-via-offerte', to: '/configureer-via-offerte/offertes', prefix: false },
  { from: '/offertes', to: '/configureer-via-offerte/offertes', prefix: false },
  { from: '/leads', to: '/configureer-via-offerte/leads', prefix: false },
  { from: '/login', to: '/inloggen', prefix: true },
  { from: '/logout', to: '/uitloggen', prefix: false },
  { from: '/instellingen', to: '/instellingen/instellen', prefix: false },
  { from: '/wachtwoord-wijzigen', to: '/wachtwoord-veranderen', prefix: true },
];

/**
 * The new address for an old path, with its query and hash; null when the path is not an old one.
 * Matching is per path segment: '/kies' covers '/kies/12' but not '/kiesplan'.
 */
export function legacyRedirect(path: string, search = '', hash = ''): string | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const entry of LEGACY_PATHS) {
    const exact = trimmed === entry.from;
    const below = entry.prefix && trimmed.startsWith(`${entry.from}/`);
    if (!exact && !below) continue;
    const query = search && !search.startsWith('?') ? `?${search}` : search;
    const fragment = hash && !hash.startsWith('#') ? `#${hash}` : hash;
    return `${entry.to}${trimmed.slice(entry.from.length)}${query}${fragment}`;
  }
  return null;
}

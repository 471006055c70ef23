/**
 * The working design in localStorage (ARCHITECTURE §3 reading 10), so a reload loses nothing. It is kept per
 * source: `house:<id>` for a design started from a size tile, `quote:<id>` for opened saved work, `code:<code>`
 * for a design-code copy; opening another source never picks up the wrong design.
 */
import type { Configuration } from '../../../domain/configuration';

export const STORAGE_KEY_WORKING_DESIGN = 'workingDesign';

interface Stored { source: string; configuration: Configuration }

export function readWorkingDesign(source: string): Configuration | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY_WORKING_DESIGN);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    return stored.source === source && stored.configuration ? stored.configuration : null;
  } catch {
    return null;
  }
}

export function writeWorkingDesign(source: string, configuration: Configuration): void {
  try {
    localStorage.setItem(STORAGE_KEY_WORKING_DESIGN, JSON.stringify({ source, configuration } satisfies Stored));
  } catch {
    // A full quota or private mode: the design then lives for this page only.
  }
}

/** After the visitor confirmed leaving, the design is gone as the warning said. */
export function clearWorkingDesign(source: string): void {
  try {
    const raw = localStorage.getItem(STORAGE_KEY_WORKING_DESIGN);
    if (raw && (JSON.parse(raw) as Partial<Stored>).source === source) localStorage.removeItem(STORAGE_KEY_WORKING_DESIGN);
  } catch {
    // Nothing stored or storage unavailable.
  }
}

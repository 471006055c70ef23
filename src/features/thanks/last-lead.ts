/**
 * The lead just sent, handed from the quote panel to the thank-you page through sessionStorage (so a reload of
 * the thank-you page still shows the design link, and another tab never sees it).
 */
export interface LastLead {
  path: string;
  designCode: string;
  dealerName: string | null;
}

const KEY = 'lastLead';

export function rememberLastLead(lead: LastLead): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(lead));
  } catch {
    // Private mode: the thank-you page then shows no link.
  }
}

export function readLastLead(): LastLead | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LastLead>;
    return typeof value.path === 'string' ? { path: value.path, designCode: String(value.designCode ?? ''), dealerName: value.dealerName ?? null } : null;
  } catch {
    return null;
  }
}

/** The design link as the visitor shares it: the saved design's configurator path on this site. */
export function designLink(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}

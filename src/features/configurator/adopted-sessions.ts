/**
 * A new design that a dealer saves becomes a quote, and the address moves to that quote's route so a reload opens
 * it. The configurator must not reload for that move: the route asks here which session a quote id continues, and
 * keeps that session's key (so React keeps the same editor).
 */
const adopted = new Map<number, string>();

export function adoptSession(quoteId: number, sessionKey: string): void {
  adopted.set(quoteId, sessionKey);
}

/** The key of the session that created this quote in this tab, if any. */
export function adoptedSession(quoteId: number): string | undefined {
  return adopted.get(quoteId);
}

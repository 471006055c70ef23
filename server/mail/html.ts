/** Minimal HTML building for mails: every value from a visitor or the database is escaped. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

export function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

export function link(url: string, label = url): string {
  return `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;
}

/** A two-column table of label/value rows; empty values are left out. */
export function detailsTable(rows: [string, string | number | null | undefined][]): string {
  const body = rows.filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([label, value]) => `<tr><td style="padding-right:12px">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('');
  return `<table>${body}</table>`;
}

export function document(body: string): string {
  return `<!doctype html><html lang="nl"><body style="font-family:Arial,sans-serif">${body}</body></html>`;
}

/** From html to a readable plain-text alternative. */
export function plainText(lines: (string | null | undefined)[]): string {
  return lines.filter((line): line is string => line !== null && line !== undefined).join('\n');
}

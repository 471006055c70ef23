/**
 * The dealer writes the quote mail as plain text in the dialog (a [link text="..."] placeholder included); it
 * travels as HTML (spec §7: message as HTML): paragraphs at blank lines, <br> at single line breaks, every
 * character escaped. The server cleans whatever HTML arrives anyway (server/mail/quote-message.ts).
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Escapes the text but keeps the placeholder's quotes, so `[link text="..."]` survives as typed. */
export function plainTextToHtml(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim().split(/\n{2,}/)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\[link text=&quot;([\s\S]*?)&quot;\]/g, '[link text="$1"]').replace(/\n/g, '<br>')}</p>`)
    .join('');
}

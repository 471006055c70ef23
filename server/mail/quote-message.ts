/**
 * The dealer's quote message (spec §5 'Mail message'): HTML typed in the browser, so it is cleaned on the server
 * with sanitize-html against an allow-list of text markup and links, and every `[link text="..."]` placeholder
 * becomes a link to the customer quote page. The placeholder is replaced after cleaning, so the only link the
 * server writes itself points where the server says.
 */
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from './html';

const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'hr'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Contents of these go with the tag (the default would keep a script's text as visible text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title', 'head'],
  disallowedTagsMode: 'discard',
};

export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, allowed).trim();
}

/** `[link text="..."]`; the sanitiser may have written the quotes as &quot;. */
const PLACEHOLDER = /\[link\s+text=(?:"|&quot;)([\s\S]*?)(?:"|&quot;)\s*\]/g;

/** Each placeholder as a link to `url`; the text is the cleaned text of the placeholder (already HTML-safe). */
export function replaceLinkPlaceholders(cleanHtml: string, url: string): string {
  return cleanHtml.replace(PLACEHOLDER, (_match, text: string) => `<a href="${escapeHtml(url)}">${text.trim() || escapeHtml(url)}</a>`);
}

/** The message as it goes out: cleaned, placeholders linked. */
export function quoteMessageHtml(dealerHtml: string, customerQuoteUrl: string): string {
  return replaceLinkPlaceholders(sanitizeMessage(dealerHtml), customerQuoteUrl);
}

/** A readable plain-text alternative of cleaned HTML: block ends become line breaks, links keep their address. */
export function messageText(cleanHtml: string): string {
  const withLinks = cleanHtml.replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, text: string) => `${text} (${href})`);
  const text = sanitizeHtml(withLinks.replace(/<\/(p|div|li|h\d|blockquote)>|<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n').trim();
}

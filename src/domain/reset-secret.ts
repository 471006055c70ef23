/**
 * The change-password link (spec §5 'Change-password link'): one URL segment that decodes to an e-mail, a number
 * (the reset's id) and a secret. The server keeps only a hash of the secret; the screen decodes the segment to fill
 * in the e-mail, and a segment that does not decode to those three parts gives empty fields.
 */
const SEPARATOR = '|';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export interface ResetSecret {
  email: string;
  number: number;
  secret: string;
}

export function encodeResetSecret(value: ResetSecret): string {
  return toBase64Url([value.email, value.number, value.secret].join(SEPARATOR));
}

/** The three parts, or null when the segment is not a link of ours (the e-mail may itself hold the separator). */
export function decodeResetSecret(segment: string | null | undefined): ResetSecret | null {
  const text = segment ? fromBase64Url(segment) : null;
  if (!text) return null;
  const parts = text.split(SEPARATOR);
  if (parts.length < 3) return null;
  const secret = parts.pop()!;
  const number = Number(parts.pop());
  const email = parts.join(SEPARATOR);
  if (!email.includes('@') || !Number.isInteger(number) || number <= 0 || !/^[A-Za-z0-9_-]{20,}$/.test(secret)) return null;
  return { email, number, secret };
}

/**
 * The profile's avatar (spec §2 'Profile and settings'): a public avatar service keyed by a hash of the e-mail
 * (Gravatar accepts SHA-256 of the trimmed, lower-cased address), with initials when the image cannot load.
 */
export async function avatarUrl(email: string, size = 160): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  // d=404: no picture for this address answers 404, so the initials show instead of a generic image.
  return `https://www.gravatar.com/avatar/${hex}?s=${size}&d=404`;
}

/** 'Pieter van Dijk' → 'PD'; falls back to the e-mail's first letter. */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined, email: string): string {
  const letters = [firstName, lastName].map((part) => part?.trim()?.[0] ?? '').join('');
  return (letters || email.trim()[0] || '?').toUpperCase();
}

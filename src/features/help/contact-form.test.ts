import { describe, expect, it } from 'vitest';
import { contactMessage, isValidPostalCode, mailtoUrl, validateContact } from './contact-form';

describe('help form rules', () => {
  it('accepts Dutch, German and Belgian postal codes with the exclusions', () => {
    for (const ok of ['1234 AB', '1234ab', ' 9999 ZZ ', '10115', '1000']) expect(isValidPostalCode(ok), ok).toBe(true);
    for (const bad of ['1234 SA', '1234 sd', '1234SS', '01000', '99999', '123', 'ABCDEF', '12345 AB']) expect(isValidPostalCode(bad), bad).toBe(false);
  });
  it('gives the spec messages', () => {
    expect(validateContact({ name: ' ', email: 'a@b', postalCode: 'x', houseNumber: 'a', question: '' })).toEqual({
      name: 'Naam is verplicht.',
      email: 'Vul een geldig e-mailadres in.',
      postalCode: 'Vul een geldige postcode in.',
      houseNumber: 'Vul een geldig huisnummer in.',
      question: 'Vraag is verplicht.',
    });
    expect(validateContact({ name: 'Jan', email: 'jan@voorbeeld.nl', postalCode: '1234 AB', houseNumber: '12a', question: 'Hoe?' })).toEqual({});
  });
  it('builds a mailto to the brand address with the message', () => {
    const message = contactMessage({ name: 'Jan', email: 'jan@voorbeeld.nl', postalCode: '1234 AB', houseNumber: '12', question: 'Levertijd?' }, 'Houtland', 'info@houtland.example');
    const url = mailtoUrl(message);
    expect(url.startsWith('mailto:info@houtland.example?subject=')).toBe(true);
    expect(decodeURIComponent(url)).toContain('Levertijd?');
    expect(decodeURIComponent(url)).toContain('Postcode: 1234 AB');
  });
});

import { describe, expect, it } from 'vitest';
import { isDevHost } from './dev-host';
import { socialLinks } from './social-links';

describe('isDevHost', () => {
  it('hides the watermark on staging, development, localhost and local networks', () => {
    for (const host of ['localhost', '127.0.0.1', '10.0.0.5', '192.168.1.20', '172.16.0.1', '172.31.255.1', '[::1]', 'nas.local', 'app.localhost', '[fd12:3456::1]']) {
      expect(isDevHost('production', host), host).toBe(true);
    }
    expect(isDevHost('staging', 'configurator.houtland.nl')).toBe(true);
    expect(isDevHost('development', 'configurator.houtland.nl')).toBe(true);
  });

  it('shows it on public hosts in production', () => {
    for (const host of ['configurator.houtland.nl', '172.32.0.1', '11.0.0.1', '8.8.8.8', 'localhost.example.com', '[2001:db8::1]']) {
      expect(isDevHost('production', host), host).toBe(false);
    }
    expect(isDevHost('test', 'shop.houtland.test')).toBe(false);
  });
});

describe('socialLinks', () => {
  const page = 'https://tuin.houtland.nl/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/12/3/ab&cd?x=1';
  const links = socialLinks(page, 'Tuinhuis Zadeldak 300x300', 'Houtland');

  it('offers WhatsApp, Facebook, Pinterest and e-mail, in that order', () => {
    expect(links.map((l) => l.network)).toEqual(['whatsapp', 'facebook', 'pinterest', 'email']);
    expect(links.map((l) => l.label)).toEqual(['Deel via WhatsApp', 'Deel op Facebook', 'Bewaar op Pinterest', 'Deel via e-mail']);
  });

  it('carries the page address intact through each share link', () => {
    for (const link of links) {
      const url = new URL(link.href);
      const carried = [...url.searchParams.values()].join(' ');
      expect(carried, link.network).toContain(page);
    }
    expect(new URL(links[1].href).searchParams.get('u')).toBe(page);
    expect(links[0].href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(links[3].href.startsWith('mailto:?subject=')).toBe(true);
  });

  it('names the house and the brand in the message', () => {
    expect(new URL(links[0].href).searchParams.get('text')).toBe(`Bekijk mijn ontwerp: Tuinhuis Zadeldak 300x300 van Houtland ${page}`);
  });
});

/**
 * GET /integration-pdf/quote/{id} (spec §7): the PDF made on the server, opened with a PDF text extractor
 * (unpdf): the number, every line name and the totals equal to GET /quote/{id}; a 60-line quote spans pages;
 * the customer's route by secret; other organisations get 404 and nothing is stored. Pages are also rendered with
 * pdftoppm to /tmp/shots/quote-pdf-*.png for a person to look at (when pdftoppm is installed).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEuro } from '../../src/domain/money';
import { useTestServer } from '../helpers/server';
import { get, send } from './http';
import { exampleDesign } from './lead-fixtures';

let api: string;
let seller: string;
let pieter: string;

const server = useTestServer();
beforeAll(async () => {
  api = `${server.url}/api/v1`;
  [seller, pieter] = await Promise.all([server.login('verkoper@groenevinger.example'), server.login('pieter@vandijk.example')]);
}, 120_000);

const squash = (text: string) => text.replace(/\s+/g, ' ');

async function createQuote(extraLines: number) {
  const person = await send('POST', `${api}/client/person`, {
    firstName: 'Anna', lastName: 'de Vries', addresses: [{ street: 'Lindelaan', houseNumber: '3', postalCode: '3511 AA', city: 'Utrecht' }],
    phones: [{ number: '0301234567' }], emails: [{ email: 'anna@example.nl' }],
  }, seller);
  const lines = Array.from({ length: extraLines }, (_, i) => ({ type: 'extra', name: `Extra regel ${i + 1}`, amount: i + 1, price: 1250 }));
  const created = await send('POST', `${api}/quote`, {
    title: 'Tuinhuis De Vries', configuration: exampleDesign('48213'), clientId: person.body.id, source: 'v4', lines,
    reference: 'Project achtertuin', note: 'Levering na 1 maart.',
  }, seller);
  expect(created.status).toBe(201);
  return created.body;
}

async function fetchPdf(url: string): Promise<Uint8Array> {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
  return bytes;
}

function render(bytes: Uint8Array, name: string): void {
  if (!existsSync('/usr/bin/pdftoppm')) return;
  mkdirSync('/tmp/shots', { recursive: true });
  const file = join('/tmp/shots', `${name}.pdf`);
  writeFileSync(file, bytes);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join('/tmp/shots', name)]);
  expect(readdirSync('/tmp/shots').some((f) => f.startsWith(name) && f.endsWith('.png'))).toBe(true);
}

describe('GET /integration-pdf/quote/{id}', () => {
  it('holds the number, every line, VAT and totals of GET /quote/{id}, the blocks and the plan heading', async () => {
    const quote = await createQuote(2);
    const answer = await get(`${api}/integration-pdf/quote/${quote.id}`, seller);
    expect(answer.status).toBe(200);
    expect(answer.body.fileName).toBe(`Offerte ${quote.number} - Tuinhuis De Vries.pdf`);
    expect(answer.body.url).toMatch(/^\/files\/quote-pdf\/\d+-[0-9a-f]{24}\.pdf$/);
    expect(answer.body.url).not.toContain(quote.secret);
    const bytes = await fetchPdf(answer.body.url);
    const pdf = await getDocumentProxy(bytes.slice());
    const { text } = await extractText(pdf, { mergePages: true });
    const all = squash(text);
    const full = (await get(`${api}/quote/${quote.id}`, seller)).body;
    expect(all).toContain(`Offerte ${quote.number}`);
    for (const line of full.lines) expect(all).toContain(squash(line.name));
    for (const line of full.lines.filter((l: { colorName?: string }) => l.colorName)) expect(all).toContain(`Kleur: ${line.colorName}`);
    expect(all).toContain(squash(formatEuro(full.totalPrice.inclTax)));
    expect(all).toContain(squash(formatEuro(full.totalPrice.exclTax)));
    for (const tax of full.taxTotals) expect(all).toContain(squash(`${tax.name} ${formatEuro(tax.taxAmount)}`));
    for (const expected of ['Anna de Vries', 'Lindelaan 3', 'Tuincentrum De Groene Vinger', 'Kweekerslaan 45', 'Houtland', 'Houtweg 12',
      'Project achtertuin', 'Levering na 1 maart.', 'Plattegrond', 'Vervaldatum', 'Verkoper']) expect(all).toContain(expected);
    expect(all).toMatch(/Datum \d{2}-\d{2}-\d{4}/);
    render(bytes, 'quote-pdf-short');
  });

  it('runs a 60-line quote over several pages, each line once', async () => {
    const quote = await createQuote(60);
    const answer = await get(`${api}/integration-pdf/quote/${quote.id}`, seller);
    const bytes = await fetchPdf(answer.body.url);
    const pdf = await getDocumentProxy(bytes.slice());
    expect(pdf.numPages).toBeGreaterThanOrEqual(3);
    const { text } = await extractText(pdf, { mergePages: false });
    const pages = (text as string[]).map(squash);
    expect(pages[0]).toContain(`Pagina 1 van ${pdf.numPages}`);
    for (let i = 1; i <= 60; i++) {
      const pattern = new RegExp(`Extra regel ${i} `, 'g');
      expect(pages.join(' ').match(pattern) ?? [], `Extra regel ${i}`).toHaveLength(1);
    }
    expect(pages[1]).toContain('Omschrijving'); // the table header again on the next page
    render(bytes, 'quote-pdf-long');
  });

  it('serves the customer by id, organisation and secret; refuses another organisation and a wrong secret', async () => {
    const quote = await createQuote(0);
    const customer = await get(`${api}/quote/unauthorized/${quote.id}/${quote.organizationId}/${quote.secret}/pdf`);
    expect(customer.status).toBe(200);
    expect(customer.body.fileName).toBe(`Offerte ${quote.number} - Tuinhuis De Vries.pdf`);
    await fetchPdf(customer.body.url);
    expect((await get(`${api}/quote/unauthorized/${quote.id}/${quote.organizationId}/${'x'.repeat(64)}/pdf`)).status).toBe(404);
    expect((await get(`${api}/integration-pdf/quote/${quote.id}`, pieter)).status).toBe(404);
    expect((await get(`${api}/integration-pdf/quote/${quote.id}`)).status).toBe(401);
    expect((await get(`${api}/integration-pdf/quote/abc`, seller)).status).toBe(400);
  });
});

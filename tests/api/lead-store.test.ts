/**
 * The one-statement lead write: all rows or none (its mails and their delivery jobs included), numbers from
 * the organisation's counter, the statement's own id and number written into the mails, and design-code
 * collisions retried with another code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { priceConfiguration, indexCatalog } from '../../src/domain/pricing';
import { loadCatalog } from '../../server/services/catalog-service';
import { storeLead, type LeadRecord } from '../../server/services/lead-store';
import { withUniqueDesignCode } from '../../server/services/quote-repository';
import { useTestServer } from '../helpers/server';
import { client, exampleDesign } from './lead-fixtures';

let record: (designCode: string) => LeadRecord;
const server = useTestServer();
beforeAll(async () => {
  const index = indexCatalog(await loadCatalog(server.db));
  const priced = priceConfiguration(exampleDesign('48213'), index, { includeCost: true });
  record = (designCode) => ({
    organizationId: 3, client: { ...client, postalCode: '3512 JK' }, title: 'Proef', note: null, secret: `s-${designCode}`, designCode, priced, attributes: { walls: '[]' },
  });
}, 120_000);

const count = async (table: 'clients' | 'client_addresses' | 'quotes' | 'quote_lines' | 'mail_outbox' | 'jobs') =>
  Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('storeLead', () => {
  it('writes client, address, phone, e-mail, quote and every line, numbered after the last quote', async () => {
    const last = await server.db.selectFrom('quotes').select((eb) => eb.fn.max('number').as('max')).where('organization_id', '=', 3).executeTakeFirstOrThrow();
    const stored = await storeLead(server.db, record('70001'));
    expect(stored.number).toBe(Number(last.max ?? 0) + 1);
    const quote = await server.db.selectFrom('quotes').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
    expect(quote).toMatchObject({ status: 'LEAD', lead: true, organization_id: 3, design_code: '70001', title: 'Proef' });
    expect(Number(quote.total_incl_tax)).toBe(record('x').priced.totalPrice.inclTax);
    const lines = await server.db.selectFrom('quote_lines').selectAll().where('quote_id', '=', stored.id).orderBy('position').execute();
    expect(lines.map((l) => [l.product_id, l.amount, Number(l.price), Number(l.total)]))
      .toEqual(record('x').priced.lines.map((l) => [l.productId, l.amount, l.price, l.total]));
    const address = await server.db.selectFrom('client_addresses').selectAll().where('client_id', '=', quote.client_id!).executeTakeFirstOrThrow();
    expect(address).toMatchObject({ postal_code: '3512 JK', country: 'NL', street: client.street });
  });

  it('stores the mails and their jobs with the lead, with the quote\'s id and number written in', async () => {
    const placeholders = { id: 'LEADIDabc123', number: 'LEADNUMBERabc123' };
    const mail = (to: string) => ({
      from: 'info@houtland.example', to: [to], subject: `Nieuwe lead ${placeholders.number}`,
      html: `<a href="/offerte/${placeholders.id}">${placeholders.number}</a>`, text: `Lead ${placeholders.number} (${placeholders.id})`,
    });
    // The server's worker would deliver them at once; stop it so the stored state is what we read.
    await server.jobs.stop();
    const stored = await storeLead(server.db, { ...record('70002'), mails: { messages: [mail('a@example.nl'), mail('b@example.nl')], placeholders } });
    const rows = await server.db.selectFrom('mail_outbox').selectAll().where('cause_id', '=', String(stored.id)).orderBy('id').execute();
    expect(rows.map((r) => [r.to, r.subject, r.html, r.text, r.cause_type, r.status])).toEqual(['a@example.nl', 'b@example.nl'].map((to) => [
      [to], `Nieuwe lead ${stored.number}`, `<a href="/offerte/${stored.id}">${stored.number}</a>`, `Lead ${stored.number} (${stored.id})`, 'quote', 'queued',
    ]));
    const jobs = await server.db.selectFrom('jobs').select(['kind', 'payload', 'status']).where('cause_type', '=', 'quote').where('cause_id', '=', String(stored.id)).orderBy('id').execute();
    expect(jobs).toEqual(rows.map((r) => ({ kind: 'mail.send', payload: { outboxId: r.id }, status: 'queued' })));
  });

  it('leaves nothing behind when the design code is taken, mails included', async () => {
    const tables = ['clients', 'client_addresses', 'quotes', 'quote_lines', 'mail_outbox', 'jobs'] as const;
    const before = await Promise.all(tables.map(count));
    const mails = { messages: [{ from: 'info@houtland.example', to: ['a@example.nl'], subject: 'x', html: 'x' }], placeholders: { id: 'I', number: 'N' } };
    await expect(storeLead(server.db, { ...record('70001'), mails })).rejects.toMatchObject({ code: '23505' });
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('is retried with another code after a collision, and gives up on other errors', async () => {
    const codes: string[] = [];
    const stored = await withUniqueDesignCode((code) => {
      codes.push(code);
      return storeLead(server.db, record(codes.length === 1 ? '70001' : code));
    });
    expect(codes).toHaveLength(2);
    expect(stored.id).toBeGreaterThan(0);
    let calls = 0;
    await expect(withUniqueDesignCode(async () => { calls += 1; throw new Error('connection lost'); })).rejects.toThrow('connection lost');
    expect(calls).toBe(1);
  });
});

/**
 * POST /notification/mail (spec §4 SENT, §5 'Mail message', §7) against a real SMTP server (smtp-server on a
 * random loopback port): recipients, cc, bcc with de-duplication and the organisation 1/2 rule, the subject,
 * the [link text] placeholder as a working link to the customer page, script removed, status SENT; a refused
 * attempt is retried and delivered once; other organisations' quotes and bad input change nothing.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMails } from '../helpers/outbox';
import { startTestServer, type TestServer } from '../helpers/server';
import { smtpError, startTestSmtp, type ReceivedMail, type TestSmtp } from '../helpers/smtp';
import { get, send } from './http';
import { exampleDesign } from './lead-fixtures';

let smtp: TestSmtp;
let server: TestServer;
let api: string;
let manager: string;
let seller: string;
let brand: string;
let pieter: string;
let refuse = 0;
const refusals: number[] = [];

const PUBLIC_URL = 'https://configurator.example';
const CENTRAL = 'offertes@houtland.example';

beforeAll(async () => {
  smtp = await startTestSmtp(() => {
    if (refuse === 0) return 'accept';
    refuse -= 1;
    refusals.push(Date.now());
    return smtpError(451, 'Probeer het later opnieuw');
  });
  server = await startTestServer({
    config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, quoteBccEmail: CENTRAL, jobs: { retry: { baseDelayMs: 300, maxDelayMs: 300 } } },
  });
  api = `${server.url}/api/v1`;
  [manager, seller, brand, pieter] = await Promise.all([
    server.login('manager@groenevinger.example'), server.login('verkoper@groenevinger.example'),
    server.login('admin@houtland.example'), server.login('pieter@vandijk.example'),
  ]);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** A customer and a CONCEPT quote for them, in the caller's organisation. */
async function quoteFor(token: string, email: string, title = 'Tuinhuis Jansen') {
  const person = await send('POST', `${api}/client/person`, {
    firstName: 'Kees', lastName: 'Jansen', addresses: [{ street: 'Dorpsstraat', houseNumber: '7', postalCode: '3451 AB', city: 'Vleuten' }],
    phones: [{ number: '0612345678' }], emails: [{ email }],
  }, token);
  expect(person.status).toBe(201);
  const quote = await send('POST', `${api}/quote`, { title, configuration: exampleDesign('48213'), clientId: person.body.id, source: 'v4' }, token);
  expect(quote.status).toBe(201);
  return quote.body as { id: number; number: number; title: string; organizationId: number; secret: string; status: string };
}

/** The message body as sent: quoted-printable soft breaks and =3D undone. */
function decoded(mail: ReceivedMail): string {
  return mail.data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The MIME part attached under `fileName`: its headers and its base64 body decoded. */
function attachedFile(mail: ReceivedMail, fileName: string): { headers: string; bytes: Buffer } | null {
  const boundary = /boundary="([^"]+)"/.exec(mail.data)?.[1];
  if (!boundary) return null;
  for (const part of mail.data.split(`--${boundary}`)) {
    const split = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    if (!/^Content-Disposition: attachment/im.test(headers) || !headers.includes(`filename="${fileName}"`)) continue;
    return { headers, bytes: Buffer.from(part.slice(split).replace(/\s+/g, ''), 'base64') };
  }
  return null;
}

async function deliveredMail(mailId: number): Promise<ReceivedMail> {
  const [row] = await waitForMails(server.db, [mailId]);
  const mail = smtp.received.find((m) => m.messageId === row.message_id);
  expect(mail).toBeDefined();
  return mail!;
}

describe('POST /notification/mail', () => {
  it('mails the customer with the seller in cc, organisation and central mailbox in bcc, and marks the quote SENT', async () => {
    const quote = await quoteFor(seller, 'kees.jansen@example.nl');
    const answer = await send('POST', `${api}/notification/mail`, {
      quoteId: quote.id, to: ['kees.jansen@example.nl'], cc: ['KEES.JANSEN@example.nl', 'collega@groenevinger.example'],
      bcc: ['info@groenevinger.example', 'archief@example.nl'],
      subject: `Offerte ${quote.number} - ${quote.title}`,
      message: '<p onclick="steal()">Beste Kees,</p><script>alert("x")</script><p>[link text="Bekijk je offerte"]</p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">klik</a>',
      attachments: [{ title: 'kwaad.pdf', url: 'https://evil.example/x.pdf' }],
    }, seller);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: quote.id, status: 'SENT', subject: `Offerte ${quote.number} - Tuinhuis Jansen`,
      to: ['kees.jansen@example.nl'],
      // The customer's address typed again in cc is left out; the seller comes first in cc.
      cc: ['verkoper@groenevinger.example', 'collega@groenevinger.example'],
      bcc: ['info@groenevinger.example', CENTRAL, 'archief@example.nl'],
    });
    const mail = await deliveredMail(answer.body.mailId);
    expect(mail.to.sort()).toEqual(['archief@example.nl', 'collega@groenevinger.example', 'info@groenevinger.example', 'kees.jansen@example.nl',
      CENTRAL, 'verkoper@groenevinger.example'].sort());
    const body = decoded(mail);
    expect(body).toMatch(new RegExp(`^Subject: Offerte ${quote.number} - Tuinhuis Jansen\\r?$`, 'm'));
    expect(body).toMatch(/^Cc: verkoper@groenevinger.example, collega@groenevinger.example\r?$/m);
    expect(body).not.toMatch(/^Bcc:/m);
    expect(body).toMatch(/^Reply-To: verkoper@groenevinger.example\r?$/m);
    const link = `${PUBLIC_URL}/3d-configurator-zelf-ontwerpen-samenstellen/klant-offerte/${quote.id}/${quote.organizationId}/${quote.secret}`;
    expect(body).toContain(`<a href="${link}">Bekijk je offerte</a>`);
    expect(body).not.toMatch(/<script|alert\(|onclick|onerror|javascript:|evil\.example/);
    expect(body).toContain('Beste Kees,');
    // The quote's own PDF, made on the server, is linked as the attachment; it downloads.
    const pdfUrl = new RegExp(`${PUBLIC_URL}(/files/quote-pdf/${quote.id}-[0-9a-f]{24}\\.pdf)">Offerte ${quote.number} - Tuinhuis Jansen\\.pdf<`).exec(body);
    expect(pdfUrl).not.toBeNull();
    const pdf = await fetch(`${server.url}${pdfUrl![1]}`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // ... and the same file travels in the mail itself, read by the worker through the storage interface.
    const attached = attachedFile(mail, `Offerte ${quote.number} - Tuinhuis Jansen.pdf`);
    expect(attached).not.toBeNull();
    expect(attached!.headers).toMatch(/^Content-Type: application\/pdf/im);
    expect(attached!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(attached!.bytes)), { mergePages: true });
    expect(text).toContain(`Offerte ${quote.number}`);

    const after = await get(`${api}/quote/${quote.id}`, seller);
    expect(after.body.status).toBe('SENT');
    // The link opens the quote for anyone holding it.
    const path = link.slice(PUBLIC_URL.length).split('/klant-offerte/')[1];
    const opened = await get(`${api}/quote/unauthorized/${path}`);
    expect(opened.status).toBe(200);
    expect(opened.body.quote.totalPrice).toEqual(after.body.totalPrice);
  });

  it('sends the default message greeting the customer with the link when the dealer sends none; to defaults to the customer', async () => {
    const quote = await quoteFor(manager, 'default@example.nl', 'Blokhut');
    const answer = await send('POST', `${api}/notification/mail`, { quoteId: quote.id }, manager);
    expect(answer.status).toBe(200);
    expect(answer.body.to).toEqual(['default@example.nl']);
    expect(answer.body.subject).toBe(`Offerte ${quote.number} - Blokhut`);
    const body = decoded(await deliveredMail(answer.body.mailId));
    expect(body).toContain('Beste Kees Jansen,');
    expect(body).toContain(`/klant-offerte/${quote.id}/3/${quote.secret}">Bekijk je offerte</a>`);
    expect(body).not.toContain('[link');
  });

  it('leaves the central mailbox out for the brand (organisation 2)', async () => {
    const quote = await quoteFor(brand, 'brandklant@example.nl');
    const answer = await send('POST', `${api}/notification/mail`, { quoteId: quote.id, to: ['brandklant@example.nl'], message: '<p>Hallo</p>' }, brand);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ to: ['brandklant@example.nl'], cc: ['admin@houtland.example'], bcc: ['info@houtland.example'] });
    const mail = await deliveredMail(answer.body.mailId);
    expect(mail.to).not.toContain(CENTRAL);
  });

  it('retries after the SMTP server refuses, and delivers once', async () => {
    const quote = await quoteFor(pieter, 'retry@example.nl');
    refuse = 1;
    refusals.length = 0;
    const answer = await send('POST', `${api}/notification/mail`, { quoteId: quote.id, message: '<p>[link text="Offerte"]</p>' }, pieter);
    expect(answer.status).toBe(200);
    const [row] = await waitForMails(server.db, [answer.body.mailId]);
    expect(refusals).toHaveLength(1);
    expect(row.attempts).toBe(2);
    expect(smtp.received.filter((m) => m.messageId === row.message_id)).toHaveLength(1);
  });

  it('refuses other organisations, anonymous callers and bad input, and changes nothing', async () => {
    const quote = await quoteFor(pieter, 'vandijk@example.nl');
    const mailsBefore = (await server.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const cases: [string | undefined, unknown, number][] = [
      [manager, { quoteId: quote.id }, 404],
      [undefined, { quoteId: quote.id }, 401],
      [pieter, { quoteId: quote.id, to: ['geen-adres'] }, 400],
      [pieter, { quoteId: 'abc' }, 400],
      [pieter, { quoteId: quote.id, message: '<script>alert(1)</script>' }, 400],
      [pieter, { quoteId: 99999999 }, 404],
    ];
    for (const [token, body, status] of cases) {
      const answer = await send('POST', `${api}/notification/mail`, body, token);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toBeTruthy();
    }
    const invalid = await send('POST', `${api}/notification/mail`, { quoteId: quote.id, to: ['geen-adres'] }, pieter);
    expect(invalid.body.message).toContain('Ongeldig e-mailadres: geen-adres');
    expect((await get(`${api}/quote/${quote.id}`, pieter)).body.status).toBe('CONCEPT');
    const mailsAfter = (await server.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    expect(mailsAfter).toBe(mailsBefore);
  });
});

/**
 * A real SMTP server for mail tests (smtp-server on a random loopback port, no TLS, no auth). Each received
 * message is handed to `decide`, which accepts it (250), refuses it (an Error, with `responseCode` 4xx for a
 * temporary or 5xx for a permanent refusal) or holds it: reads it and never answers, as a relay that hangs.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** The Message-ID header. */
  messageId: string;
  at: number;
}

export type SmtpDecision = 'accept' | 'hold' | Error;

export interface TestSmtp {
  url: string;
  /** Accepted messages, in order. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** An Error the server sends as its reply, e.g. smtpError(451, 'Probeer het later opnieuw'). */
export function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startTestSmtp(decide: (mail: ReceivedMail) => SmtpDecision = () => 'accept'): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address), data,
          messageId: /^Message-ID: (.+?)\r?$/mi.exec(data)?.[1] ?? '', at: Date.now(),
        };
        const decision = decide(mail);
        if (decision === 'hold') return;
        if (decision instanceof Error) return callback(decision);
        received.push(mail);
        callback();
      });
    },
  });
  // A client that dies mid-session (a killed server) makes the socket fail: expected in these tests.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For crash tests: an SMTP server for the whole test file that holds every message (the sender waits mid-send and
 * its mail is never acknowledged) until `accept()`; `held` lists the held messages' ids. `hold()` starts over.
 */
export function holdingSmtp() {
  let smtp: TestSmtp | undefined;
  let mode: 'hold' | 'accept' = 'hold';
  const held: string[] = [];
  beforeAll(async () => {
    smtp = await startTestSmtp((mail) => {
      if (mode === 'accept') return 'accept';
      held.push(mail.messageId);
      return 'hold';
    });
  });
  afterAll(async () => {
    await smtp?.close();
  });
  return {
    held,
    get server(): TestSmtp {
      if (!smtp) throw new Error('the SMTP server starts in beforeAll');
      return smtp;
    },
    hold() { mode = 'hold'; held.length = 0; },
    accept() { mode = 'accept'; },
  };
}

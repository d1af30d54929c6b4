import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free local port, for the mail tests: it keeps what arrives, parsed. */
export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  /** The next `count` messages are refused with `code` (451: try later; 550: never). */
  refuseNext(count: number, code: number): void;
  /** Resolves once `count` messages have arrived in all. */
  arrived(count: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let refusals = { count: 0, code: 451 };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no TLS certificate to trust in a test.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      void simpleParser(stream).then(
        (mail) => {
          if (refusals.count > 0) {
            refusals = { ...refusals, count: refusals.count - 1 };
            const error = Object.assign(new Error(`Refused by the test server (${refusals.code})`), {
              responseCode: refusals.code,
            });
            callback(error);
            return;
          }
          received.push(mail);
          for (const wait of waiting.filter((entry) => received.length >= entry.count)) wait.resolve();
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, code) {
      refusals = { count, code };
    },
    arrived(count) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve) => waiting.push({ count, resolve: () => resolve(received) }));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import type { DueMail } from '../store/outbox';
import type { Stores } from '../store/stores';
import { MailSendError, type MailTransport } from './transport';

/**
 * After a failed attempt the next one waits 1 minute, then 5, 15, 60 and 240 (decision 0370): a mail
 * server down for a few hours still gets the message; after the sixth failure it is given up (Failed).
 */
export const RETRY_DELAYS_MS: readonly number[] = [1, 5, 15, 60, 240].map((minutes) => minutes * 60_000);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a worker holds the messages it took before another may take them (a crash mid-send). */
export const LEASE_MS = 2 * 60_000;
/** Messages taken per round. */
const BATCH = 20;
/** A running server also looks for due mail this often (retries, mail queued by another instance). */
const POLL_MS = 30_000;
/** What a message's sent copy shows where its link tokens were. */
export const MASKED_SECRET = '[hidden once sent]';

export interface MailDelivery {
  /** 'smtp' sends through a mail server; 'kept' keeps every message in the outbox. */
  readonly mode: 'smtp' | 'kept';
  /** The stores to read the outbox from (given by createApp, which makes them). */
  attach(stores: Stores): void;
  /** Mail was queued and committed: deliver soon, in the background (automatic delivery only). */
  wake(): void;
  /** Delivers every message due now, one round after another; resolves with how many it handled. */
  deliverDue(): Promise<number>;
  /** No more rounds; resolves when the running one ended. */
  stop(): Promise<void>;
}

export interface MailDeliveryOptions {
  /** null keeps every message in the outbox (no SMTP_URL). */
  transport: MailTransport | null;
  now: () => Date;
  /**
   * True for the running server: a wake or a timer starts a round in the background. False (tests)
   * delivers only when `deliverDue()` is called.
   */
  automatic: boolean;
  /** Where failures of the worker itself go (never message bodies). */
  log?: (line: string) => void;
  /** Host name for Message-IDs, kept the same across retries so receivers can tell repeats. */
  messageIdHost?: string;
}

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString();

/** `text` with every secret replaced, for the copy kept after sending. */
const mask = (text: string, secrets: readonly string[]) =>
  secrets.reduce((masked, secret) => (secret ? masked.split(secret).join(MASKED_SECRET) : masked), text);

/**
 * The mail worker: takes due messages from the outbox (after the transaction that queued them
 * committed), sends each through the transport or keeps it, and schedules failures again with back-off.
 * A request never waits for it and never fails because of it.
 */
export function createMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { transport, now } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const host = options.messageIdHost ?? 'localhost';
  let stores: Stores | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function deliverOne(outbox: Stores['outbox'], mail: DueMail): Promise<void> {
    if (!transport) {
      await outbox.delivered(mail.id, { status: 'kept', attempts: mail.attempts, at: now().toISOString() });
      return;
    }
    const attempts = mail.attempts + 1;
    try {
      await transport.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<outbox-${mail.id}-${Date.parse(mail.createdAt)}@${host}>`,
      });
    } catch (error) {
      const permanent = error instanceof MailSendError && error.permanent;
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt =
        permanent || attempts >= MAX_ATTEMPTS ? null : plus(now(), RETRY_DELAYS_MS[attempts - 1] ?? 0);
      await outbox.attemptFailed(mail.id, { attempts, error: reason, retryAt });
      return;
    }
    await outbox.delivered(mail.id, {
      status: 'sent',
      attempts,
      at: now().toISOString(),
      bodies: {
        subject: mail.subject,
        text: mask(mail.text, mail.secrets),
        html: mask(mail.html, mail.secrets),
      },
    });
  }

  async function deliverDue(): Promise<number> {
    if (!stores) return 0;
    const { outbox } = stores;
    let handled = 0;
    for (;;) {
      const at = now();
      const due = await outbox.claimDue(at.toISOString(), plus(at, LEASE_MS), BATCH);
      if (due.length === 0) return handled;
      for (const mail of due) {
        await deliverOne(outbox, mail);
        handled += 1;
      }
    }
  }

  function schedule() {
    if (stopped || !options.automatic || !stores) return;
    const { outbox } = stores;
    void outbox
      .nextDueAt()
      .then((next) => {
        if (stopped) return;
        const wait = next ? Math.min(Math.max(0, Date.parse(next) - now().getTime()), POLL_MS) : POLL_MS;
        if (timer) clearTimeout(timer);
        timer = setTimeout(round, wait);
        timer.unref?.();
      })
      .catch((error: unknown) => {
        log(`[mail] could not read the outbox: ${error instanceof Error ? error.message : String(error)}`);
        timer = setTimeout(round, POLL_MS);
        timer.unref?.();
      });
  }

  function round() {
    if (stopped || !stores) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => {
        log(`[mail] delivery round failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          round();
        } else {
          schedule();
        }
      });
  }

  return {
    mode: transport ? 'smtp' : 'kept',
    attach(given) {
      stores = given;
      if (options.automatic) round();
    },
    wake() {
      if (options.automatic) round();
    },
    deliverDue,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}

// @vitest-environment node
// Issue 39 item 8: customers with cards in a grader order hear of its trip by email — shipped to the
// grader, grades posted (their cards and grades), shipped back (the tracking number) — through the
// outbox, delivered to a real SMTP server this test starts. One message per customer per event, none
// for a customer who does not allow emails, none again for a retried change. Each opens the customer's
// submissions at their one address on APP_URL (issue 40, decision 0411). Both engines.
import { afterEach, describe, expect, it } from 'vitest';
import { newsDedupeKey } from '../../src/domain/gradingNews';
import { createMailDelivery, type MailDelivery } from '../../server/mail/delivery';
import { mailLinks } from '../../server/mail/links';
import { smtpTransport } from '../../server/mail/transport';
import { tellCustomers } from '../../server/routes/graderOrderNews';
import { createStores } from '../../server/store/stores';
import { graderOrderScenario } from './graderOrderScenario';
import { ACCOUNTS, type TestApp, createTestApp, signIn } from './harness';
import { startTestSmtp, type TestSmtp } from './smtp';

let t: TestApp | null = null;
let smtp: TestSmtp | null = null;
let mail: MailDelivery | null = null;
let staff = '';
afterEach(async () => {
  // The worker first, then what it talks to.
  for (const stop of [() => mail?.stop(), () => t?.close(), () => smtp?.stop()]) await stop();
  [t, smtp, mail] = [null, null, null];
});

const app = (): TestApp => {
  if (!t) throw new Error('no app yet');
  return t;
};
const scenario = graderOrderScenario(app, () => staff);
const APP_URL = 'https://office.example.com';

describe('customers are told of their grader order', () => {
  it('sends each customer who allows emails one message per event, with their own cards', async () => {
    smtp = await startTestSmtp();
    mail = createMailDelivery({
      transport: smtpTransport(smtp.url, 'Slab & Sleeve <office@example.com>'),
      now: () => app().clock.now(),
      automatic: false,
    });
    t = await createTestApp({ mail, appUrl: APP_URL });
    staff = await signIn(app().app, ACCOUNTS.employee);

    const ada = await scenario.customer('Ada', true);
    const ben = await scenario.customer('Ben', true);
    const cleo = await scenario.customer('Cleo', false);
    const adaCards = await scenario.submissionWithCards(ada, 2);
    // Ben's two cards come from two submissions: his messages link to both.
    const benCards = await scenario.submissionWithCards(ben, 1);
    const benMore = await scenario.submissionWithCards(ben, 1);
    const cleoCards = await scenario.submissionWithCards(cleo, 1);
    const id = await scenario.order([
      ...adaCards.cardIds,
      ...benCards.cardIds,
      ...benMore.cardIds,
      ...cleoCards.cardIds,
    ]);

    const graded = await scenario.shipAndGrade(id, '2026-01-02');
    expect(graded.stage).toBe('gradesPosted');
    await scenario.step(id, 'shipBack', { trackingNumber: '1Z-HOME-42', on: '2026-01-12' });

    expect(await mail.deliverDue()).toBe(6);
    const received = await smtp.arrived(6);

    // A change that runs again (a retried request) queues nothing more: the keys are taken.
    await app()
      .queryBuilder.transaction()
      .execute(async (trx) => {
        const stores = createStores(trx);
        for (const action of ['ship', 'postGrades', 'shipBack'] as const) {
          await tellCustomers(stores, mailLinks(APP_URL), id, action, app().clock.now());
        }
      });

    expect(await app().queryBuilder.selectFrom('outbox').select('id').execute()).toHaveLength(6);
    expect(await mail.deliverDue()).toBe(0);
    const to = (address: string) =>
      received
        .filter((message) => message.to && 'text' in message.to && message.to.text === address)
        .map((message) => ({
          subject: message.subject,
          text: message.text ?? '',
          html: typeof message.html === 'string' ? message.html : '',
        }));
    /** The buttons of a message's HTML part: each link's address and what it says. */
    const buttons = (html: string) =>
      [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => ({
        href: href?.replace(/&amp;/g, '&'),
        label,
      }));
    const linkTo = (submissionId: number) => `${APP_URL}/s/${submissionId}?data=api`;

    const adas = to('ada@example.com');
    expect(adas.map((message) => message.subject)).toEqual([
      'Your cards are on their way to PSA',
      'PSA grades posted for your cards',
      'Your graded cards are on their way back from PSA',
    ]);
    expect(adas[0]?.text).toContain('We shipped 2 of your cards to PSA for grading on Jan 2, 2026:');
    // The grades message lists Ada's two cards with grade and certificate, and nobody else's.
    const gradeLines = (adas[1]?.text ?? '').split('\n').filter((line) => line.startsWith('- '));
    expect(gradeLines).toHaveLength(2);
    for (const line of gradeLines) {
      expect(line).toMatch(
        new RegExp(`\\(submission #${adaCards.submissionId}\\): PSA \\S+, certificate \\d+$`),
      );
    }
    expect(adas[2]?.text).toContain(
      'shipped 2 of your cards back to us on Jan 12, 2026, tracking number 1Z-HOME-42',
    );

    // Every message opens the submission its cards are of, on APP_URL, in the text and the HTML part.
    for (const message of adas) {
      expect(message.text).toContain(
        `To view submission #${adaCards.submissionId}, open this link:\n\n${linkTo(adaCards.submissionId)}\n`,
      );
      expect(buttons(message.html)).toEqual([
        { href: linkTo(adaCards.submissionId), label: 'View submission' },
      ]);
      expect(message.html).toContain(
        `paste this address into your browser:<br><span style="word-break:break-all">${linkTo(adaCards.submissionId)}</span>`,
      );
    }

    const bens = to('ben@example.com');
    expect(bens.map((message) => message.subject)).toHaveLength(3);
    expect(bens[1]?.text).toContain('PSA has posted the grades of 2 of your cards:');
    for (const message of bens) {
      expect(message.text).toContain(
        [
          'To view your submissions, open these links:',
          '',
          `Submission #${benCards.submissionId}: ${linkTo(benCards.submissionId)}`,
          `Submission #${benMore.submissionId}: ${linkTo(benMore.submissionId)}`,
        ].join('\n'),
      );
      expect(buttons(message.html)).toEqual([
        { href: linkTo(benCards.submissionId), label: `View submission #${benCards.submissionId}` },
        { href: linkTo(benMore.submissionId), label: `View submission #${benMore.submissionId}` },
      ]);
    }
    // Nobody is sent a link to a submission that is not theirs.
    const everything = received.map((message) => `${message.text ?? ''}${String(message.html)}`).join('\n');
    expect(everything).not.toContain(`/s/${cleoCards.submissionId}?`);
    expect(to('cleo@example.com')).toEqual([]);
    expect(received).toHaveLength(6);

    const rows = await app().queryBuilder.selectFrom('outbox').select(['kind', 'dedupe_key']).execute();
    expect(rows.map((row) => row.dedupe_key)).toContain(newsDedupeKey(String(id), 'graded', String(ben)));
    expect(rows.filter((row) => row.kind === 'grades-posted')).toHaveLength(2);
  });

  it('queues nothing when the transition is refused (the transaction rolls back)', async () => {
    t = await createTestApp();
    staff = await signIn(app().app, ACCOUNTS.employee);
    const ada = await scenario.customer('Ada', true);
    const { cardIds } = await scenario.submissionWithCards(ada, 1);
    const id = await scenario.order(cardIds);
    await expect(scenario.step(id, 'ship')).rejects.toThrow(/Tracking number is required/);
    expect(await app().queryBuilder.selectFrom('outbox').select('id').execute()).toEqual([]);
  });
});

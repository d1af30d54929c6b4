import { formatDate } from './format';
import type { GraderAction, GraderOrder, GraderOrderCard } from './graderOrder';
import { type MailAction, type MailContent, escapeHtml, htmlMail } from './mail';
import { gradingCompanyLabel } from './statuses';

/**
 * What customers are told about a grader order holding their cards (issue 39 item 8): that it left for
 * the grading company, that its grades are posted (their cards and grades), and that it is on its way
 * back (with the tracking number). One message per customer per event, only to those who allow emails;
 * the server and the demo both build them here. Each links to the one address of every submission it
 * names (`/s/{id}`, decision 0411), which opens the customer's own page of it.
 */
export type GradingNewsEvent = 'shipped' | 'graded' | 'returned';

/** The transitions customers hear about, and the event each one is. */
export const NEWS_OF_ACTION: Partial<Readonly<Record<GraderAction, GradingNewsEvent>>> = {
  ship: 'shipped',
  postGrades: 'graded',
  shipBack: 'returned',
};

/** The outbox's kind of each event's message. */
export const NEWS_KINDS: Readonly<Record<GradingNewsEvent, string>> = {
  shipped: 'grading-shipped',
  graded: 'grades-posted',
  returned: 'grading-returned',
};

/** A customer with cards in the order, as far as mail needs them. */
export interface NewsRecipient {
  customerId: string;
  name: string;
  email: string;
  canEmail: boolean;
}

export type NewsOrder = Pick<GraderOrder, 'id' | 'shippedOn' | 'returnShippedOn' | 'returnTrackingNumber'> & {
  gradingCompany: number;
};

export type NewsCard = Pick<
  GraderOrderCard,
  'customerId' | 'cardName' | 'submissionId' | 'gradeText' | 'certificateNumber'
>;

export interface GradingNewsMail extends MailContent {
  to: string;
  kind: string;
  /** One per order, event and customer: the outbox queues the same key once, so a retry mails nothing. */
  dedupeKey: string;
}

export const newsDedupeKey = (orderId: string, event: GradingNewsEvent, customerId: string): string =>
  `grader-order-${orderId}-${event}-customer-${customerId}`;

const cardLine = (card: NewsCard, event: GradingNewsEvent): string => {
  const name = `${card.cardName.trim() || 'Card'} (submission #${card.submissionId})`;
  if (event !== 'graded') return name;
  const certificate = card.certificateNumber ? `, certificate ${card.certificateNumber}` : '';
  return `${name}: ${card.gradeText ?? 'not graded'}${certificate}`;
};

/** Where a submission's one address is, absolute: the server's APP_URL or the demo page's origin. */
export type SubmissionLink = (submissionId: string) => string;

/** The submissions the cards belong to, in the order the list first names them. */
const submissionsOf = (cards: readonly NewsCard[]): string[] => [
  ...new Set(cards.map((card) => card.submissionId)),
];

/**
 * The link part of a message: one 'View submission' button when its cards are of one submission, one
 * per submission (named by number) when of several; the text part says the same with the addresses.
 */
function links(
  submissions: readonly string[],
  link: SubmissionLink,
): { text: string[]; actions: MailAction[] } {
  const [only] = submissions;
  if (submissions.length === 1 && only !== undefined) {
    return {
      text: [`To view submission #${only}, open this link:`, '', link(only)],
      actions: [{ label: 'View submission', href: link(only) }],
    };
  }
  return {
    text: [
      'To view your submissions, open these links:',
      '',
      ...submissions.map((id) => `Submission #${id}: ${link(id)}`),
    ],
    actions: submissions.map((id) => ({ label: `View submission #${id}`, href: link(id) })),
  };
}

function content(
  order: NewsOrder,
  event: GradingNewsEvent,
  name: string,
  cards: readonly NewsCard[],
  link: SubmissionLink,
): MailContent {
  const company = gradingCompanyLabel(order.gradingCompany);
  const count = cards.length === 1 ? '1 of your cards' : `${cards.length} of your cards`;
  const [subject, lead, after] = ((): [string, string, string] => {
    switch (event) {
      case 'shipped':
        return [
          `Your cards are on their way to ${company}`,
          `We shipped ${count} to ${company} for grading on ${formatDate(order.shippedOn)}:`,
          'We will email you again when their grades are posted.',
        ];
      case 'graded':
        return [
          `${company} grades posted for your cards`,
          `${company} has posted the grades of ${count}:`,
          'We will email you again when they are on their way back to us.',
        ];
      case 'returned':
        return [
          `Your graded cards are on their way back from ${company}`,
          `${company} shipped ${count} back to us on ${formatDate(order.returnShippedOn)}, tracking number ${order.returnTrackingNumber}:`,
          'We will return them to you once they arrive.',
        ];
    }
  })();
  const greeting = `Hello ${name.trim() || 'there'},`;
  const lines = cards.map((card) => cardLine(card, event));
  const list = `<ul style="margin:0;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  const view = links(submissionsOf(cards), link);
  return {
    subject,
    text: [greeting, '', lead, '', ...lines.map((line) => `- ${line}`), '', ...view.text, '', after].join(
      '\n',
    ),
    html: htmlMail(subject, [escapeHtml(greeting), escapeHtml(lead), list], view.actions, [
      escapeHtml(after),
    ]),
  };
}

/**
 * The messages one event of an order sends: one per customer with cards in it who allows emails and
 * has an address, listing only that customer's cards and linking to their submissions.
 */
export function gradingNews(
  order: NewsOrder,
  event: GradingNewsEvent,
  cards: readonly NewsCard[],
  recipients: readonly NewsRecipient[],
  link: SubmissionLink,
): GradingNewsMail[] {
  return recipients
    .filter((recipient) => recipient.canEmail && recipient.email.trim() !== '')
    .map((recipient) => {
      const theirs = cards.filter((card) => card.customerId === recipient.customerId);
      return { recipient, theirs };
    })
    .filter(({ theirs }) => theirs.length > 0)
    .map(({ recipient, theirs }) => ({
      to: recipient.email.trim(),
      kind: NEWS_KINDS[event],
      dedupeKey: newsDedupeKey(order.id, event, recipient.customerId),
      ...content(order, event, recipient.name, theirs, link),
    }));
}

import type { SnapshotFrom } from 'xstate';
import { AppError } from '../../src/domain/errors';
import { defineSamples, type SampleEvent, type Verdict } from '../samples';
import { cardEntryMachine } from './cardEntry.machine';
import { rowProblems } from './cardEntry.rules';
import type { EntryRow, EntryValues } from './cardEntry.types';

type Machine = typeof cardEntryMachine;
type Snapshot = SnapshotFrom<Machine>;

const BLANK = { year: '', set: '', subject: '', cardNumber: '' };

/** Two cards of a submission: one described, one not yet. */
export const DESCRIBED_ROWS: EntryRow[] = [
  { id: '11', values: { year: '1986', set: 'Fleer', subject: 'Michael Jordan', cardNumber: '57' } },
  { id: '12', values: BLANK },
];

/** Two cards of a PSA Value Bulk order being prepared, $100 and $20 declared. */
export const VALUED_ROWS: EntryRow[] = [
  { id: '11', values: { declaredValue: '100' } },
  { id: '12', values: { declaredValue: '20' } },
];

export const SAMPLE_REFUSED = new AppError(
  'ASSIGNMENT_REFUSED',
  'Cards can only change while the order is being prepared.',
  {
    status: 409,
    messages: ['Cards can only change while the order is being prepared.'],
  },
);

/** PSA Value Bulk's per-card limit ('(max $499 per card)', seed A's pricing table). */
const LIMIT = 499;

/**
 * What a company takes, by the rules as written (not the machine's): a year like 1986 or 1986-87 (or
 * none), a declared value from $0 to the service's limit.
 */
function acceptable(values: EntryValues): boolean {
  if ('declaredValue' in values) {
    const typed = values.declaredValue?.trim() ?? '';
    return typed !== '' && Number(typed) >= 0 && Number(typed) <= LIMIT;
  }
  const year = values.year ?? '';
  return year === '' || /^\d{4}(-\d{2})?$/.test(year.trim());
}

/** A card whose save would go: something typed that differs from what was read, that the rules take. */
const savable = (snapshot: Snapshot, rowId: string): boolean => {
  const draft = snapshot.context.drafts[rowId];
  return draft !== undefined && acceptable(draft);
};

/** Enter on each card, the save's answers, and the list read again, each judged from the snapshot. */
function eventsFor(snapshot: Snapshot): SampleEvent<Machine>[] {
  const { context } = snapshot;
  const saves = ['11', '12'].map((rowId): SampleEvent<Machine> => {
    const sentAsIs =
      context.sending?.rowId === rowId &&
      JSON.stringify(context.sending.values) === JSON.stringify(context.drafts[rowId]);
    const goes = savable(snapshot, rowId) && !context.queue.includes(rowId) && !sentAsIs;
    const verdict: Verdict = goes
      ? { accepts: { idle: 'saving', saving: 'saving' } }
      : { refuses: ['idle', 'saving'] };
    return { type: 'entry.save', label: `Enter on card ${rowId}`, rowId, verdict };
  });
  // After an answer the next waiting card goes, if one still can; else the list is idle.
  const afterAnswer = context.queue.some((rowId) => savable(snapshot, rowId)) ? 'saving' : 'idle';
  const answered: Verdict = { accepts: { saving: afterAnswer } };
  const reread: EntryRow[] =
    context.check.kind === 'description'
      ? [
          { id: '11', values: { year: '1986', set: 'Fleer', subject: 'Michael Jordan', cardNumber: '57' } },
          { id: '12', values: { year: '2001', set: 'Upper Deck', subject: 'Ichiro', cardNumber: '31' } },
        ]
      : [
          { id: '11', values: { declaredValue: '100' } },
          { id: '12', values: { declaredValue: '45' } },
        ];
  return [
    ...saves,
    { type: 'xstate.done.actor.saveRow', label: 'the card is saved', output: null, verdict: answered },
    {
      type: 'xstate.error.actor.saveRow',
      label: 'the connection fails',
      error: new Error('offline'),
      verdict: answered,
    },
    {
      type: 'xstate.error.actor.saveRow',
      label: 'the server refuses the card',
      error: SAMPLE_REFUSED,
      verdict: answered,
    },
    { type: 'entry.rows', label: 'card 12 changed elsewhere', rows: reread },
  ];
}

export const cardEntrySamples = defineSamples(cardEntryMachine, {
  scenarios: [
    {
      name: "a submission's two cards, one described",
      input: { check: { kind: 'description' }, rows: DESCRIBED_ROWS },
    },
    {
      name: 'a PSA Value Bulk order being prepared, two cards',
      input: { check: { kind: 'declaredValue', service: 'psaValueBulk' }, rows: VALUED_ROWS },
    },
  ],
  events: [
    { type: 'entry.edit', label: "card 12's year 1999", rowId: '12', field: 'year', value: '1999' },
    { type: 'entry.edit', label: "card 12's year 99 (not a year)", rowId: '12', field: 'year', value: '99' },
    { type: 'entry.edit', label: "card 12's year emptied again", rowId: '12', field: 'year', value: '' },
    {
      type: 'entry.edit',
      label: "card 11's subject Scottie Pippen",
      rowId: '11',
      field: 'subject',
      value: 'Scottie Pippen',
    },
    { type: 'entry.edit', label: "card 11's value $250", rowId: '11', field: 'declaredValue', value: '250' },
    { type: 'entry.edit', label: "card 12's value $45", rowId: '12', field: 'declaredValue', value: '45' },
    {
      type: 'entry.edit',
      label: "card 11's value $600 (over the $499 limit)",
      rowId: '11',
      field: 'declaredValue',
      value: '600',
    },
  ],
  eventsFor,
  // An edit of a field the scenario's cards do not have changes nothing: it is left out of its graph.
  filter: (snapshot, event) =>
    event.type !== 'entry.edit' ||
    (snapshot.context.check.kind === 'description') === (event.field !== 'declaredValue'),
  signature: (snapshot) => ({
    value: snapshot.value,
    // Per card: nothing typed, something the rules take (as typed), or something they refuse.
    drafts: ['11', '12'].map((rowId) => {
      const draft = snapshot.context.drafts[rowId];
      if (!draft) return 'none';
      return Object.keys(rowProblems(snapshot.context.check, draft)).length > 0 ? 'refused' : draft;
    }),
    queue: snapshot.context.queue,
    sending: snapshot.context.sending
      ? [snapshot.context.sending.rowId, snapshot.context.sending.values]
      : null,
    failed: Object.keys(snapshot.context.failed).sort(),
  }),
  sequences: [
    {
      name: 'Enter on a card already waiting to be saved does not queue it twice',
      events: [
        { type: 'entry.edit', label: "card 12's year 1999", rowId: '12', field: 'year', value: '1999' },
        {
          type: 'entry.save',
          label: 'Enter on card 12 (it goes)',
          rowId: '12',
          verdict: { accepts: { idle: 'saving' } },
        },
        { type: 'entry.edit', label: "card 12's year 2001", rowId: '12', field: 'year', value: '2001' },
        {
          type: 'entry.save',
          label: 'Enter on card 12 (typed more: it waits)',
          rowId: '12',
          verdict: { accepts: { saving: 'saving' } },
        },
        {
          type: 'entry.save',
          label: 'Enter on card 12 (already waiting)',
          rowId: '12',
          verdict: { refuses: ['saving'] },
        },
      ],
    },
  ],
  stage: {
    'xstate.error.actor.saveRow': {
      how: "arm 'cards.describe' (a submission's cards) or 'graderOrders.assignCards' (an order's values) in Demo faults, then press Enter",
    },
  },
  describe: {
    'entry.edit': "the user types in a card's field",
    'entry.save': "the user presses Enter in a card's field, or leaves its row",
    'entry.rows': 'the page reads the cards again',
    'xstate.done.actor.saveRow': 'the server saves the card',
    'xstate.error.actor.saveRow': "the card's save fails",
  },
});

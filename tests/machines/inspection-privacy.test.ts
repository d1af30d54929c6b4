// Issue 42 item 1: nothing a person typed or a record holds reaches the inspection stream, on the
// page (the live statechart view's events and context), in a Statecharts page in another window (the
// BroadcastChannel, decision 0454) or on the Stately connection, whatever the field is called. Real machines run with their real events; only their backend calls are fakes that
// answer with records full of personal data.
import { createInspector } from '@statelyai/inspect';
import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate';
import { collectionMachine } from '../../machines/collection';
import type { FetchedPage, FetchPageInput } from '../../machines/collection/collection.types';
import type {
  LookupCustomer,
  SearchCustomersInput,
} from '../../machines/customerLookup/customerLookup.types';
import type { SearchAllInput, SearchHit } from '../../machines/globalSearch/globalSearch.types';
import type {
  LoadReviewInput,
  PrescreenReview,
  SaveCardInput,
  SavedCard,
} from '../../machines/prescreenDraft/prescreenDraft.types';
import type { CreateCustomerInput, CreatedCustomer } from '../../machines/quickCustomer/quickCustomer.types';
import type { SaveDraftInput, SavedRecord } from '../../machines/recordForm/recordForm.types';
import { COLLECTION_DEFAULTS } from '../../machines/collection/collection.samples';
import { customerLookupMachine } from '../../machines/customerLookup';
import { globalSearchMachine } from '../../machines/globalSearch';
import { prescreenDraftMachine } from '../../machines/prescreenDraft';
import { SAMPLE_REVIEW } from '../../machines/prescreenDraft/prescreenDraft.samples';
import { quickCustomerMachine } from '../../machines/quickCustomer';
import { recordFormMachine } from '../../machines/recordForm';
import { maskingInspectorOptions } from '../../src/lib/inspection/masking';
import { createInspectionRecorder } from '../../src/lib/inspection/recorder';
import { shareActors, watchOtherWindows, type ShareChannel } from '../../src/lib/inspection/share';
import { liveActors } from '../../src/features/statecharts/statechart-view';

/** What people type and what records hold in these tests; none may show anywhere. */
const PERSONAL = {
  first: 'Augusta',
  last: 'Byron-King',
  phone: '+1 555 0100',
  email: 'augusta@example.com',
  note: 'Whitening on the back edge',
  search: 'lovelace',
  street: '12 St James Square',
};
const customerRecord = {
  id: '7',
  firstName: PERSONAL.first,
  lastName: PERSONAL.last,
  email: PERSONAL.email,
  phone: PERSONAL.phone,
  address1: PERSONAL.street,
  isActive: true,
};

/**
 * One actor watched by every stream: the page's recorder, a Statecharts page in another window (over a
 * real BroadcastChannel) and a Stately inspector that keeps what it sends.
 */
async function watch(machine: AnyStateMachine, input: unknown, drive: (actor: AnyActorRef) => Promise<void>) {
  const recorder = createInspectionRecorder({ maxEvents: 50 });
  const sent: unknown[] = [];
  const stately = createInspector({ send: (event) => void sent.push(event) }, maskingInspectorOptions());
  const inspect = (event: InspectionEvent) => {
    recorder.inspect(event);
    stately.inspect.next?.(event);
  };
  const working = new BroadcastChannel('statecharts-test');
  const analyst = new BroadcastChannel('statecharts-test');
  const otherWindow = watchOtherWindows(analyst as unknown as ShareChannel, 'analyst');
  const stopSharing = shareActors(recorder, working as unknown as ShareChannel, 'working');
  const actor = createActor(machine, { input, inspect }).start();
  await drive(actor);
  // every stream delivers later (a microtask, an idle callback, a message): an event the machine
  // ignores marks the end, and everything before it has arrived once it has
  actor.send({ type: 'test.end' });
  const typesIn = (actors: ReturnType<typeof recorder.getSnapshot>) =>
    actors.flatMap((recorded) => recorded.events.map((event) => event.type));
  await vi.waitFor(() => expect(JSON.stringify(sent)).toContain('test.end'));
  await vi.waitFor(() => expect(typesIn(recorder.getSnapshot())).toContain('test.end'));
  await vi.waitFor(() => expect(typesIn(otherWindow.getSnapshot())).toContain('test.end'));
  const charts = new Set([machine.id]);
  const page = JSON.stringify(liveActors(recorder.getSnapshot(), charts));
  const another = JSON.stringify(liveActors(otherWindow.getSnapshot(), charts));
  const outside = JSON.stringify(sent);
  actor.stop();
  stopSharing();
  otherWindow.stop();
  working.close();
  analyst.close();
  return { page, another, outside };
}

function expectNothingPersonal(streams: Record<string, string>, alsoShows: readonly string[]) {
  for (const [where, text] of Object.entries(streams)) {
    for (const secret of Object.values(PERSONAL)) {
      expect(text, `${where} shows "${secret}"`).not.toContain(secret);
    }
    // …while an analyst still sees what happened (compared without spaces and JSON-in-JSON escapes)
    const compact = text.replace(/[\s\\]/g, '');
    for (const shown of alsoShows) expect(compact, `${where} lacks ${shown}`).toContain(shown);
  }
}

const settled = (actor: AnyActorRef, check: (snapshot: ReturnType<AnyActorRef['getSnapshot']>) => boolean) =>
  vi.waitFor(() => expect(check(actor.getSnapshot())).toBe(true));

describe('the inspection stream shows no personal data', () => {
  it('form changes: a typed phone and name, the draft in the context, the record saved', async () => {
    const machine = recordFormMachine.provide({
      actors: { saveDraft: fromPromise<SavedRecord, SaveDraftInput>(async () => ({ id: '7' })) },
    });
    const streams = await watch(
      machine,
      { recordId: null, blank: { firstName: '', phone: '' }, validate: () => ({}), stayAfterSave: true },
      async (actor) => {
        await settled(actor, (snapshot) => snapshot.matches('editing'));
        actor.send({ type: 'form.change', field: 'phone', value: PERSONAL.phone });
        actor.send({ type: 'form.change', field: 'firstName', value: PERSONAL.first });
        actor.send({ type: 'form.set', values: { firstName: PERSONAL.first, lastName: PERSONAL.last } });
        actor.send({ type: 'form.submit' });
        await settled(actor, (snapshot) => !snapshot.matches('saving'));
      },
    );
    expectNothingPersonal(streams, ['form.change', '"field":"phone"', 'text(11)']);
    expect(streams.page).toContain('firstName');
  });

  it('quick-create: the new customer typed in the modal and the created record', async () => {
    const machine = quickCustomerMachine.provide({
      actors: {
        createCustomer: fromPromise<CreatedCustomer, CreateCustomerInput>(async () => customerRecord),
      },
    });
    const streams = await watch(machine, undefined, async (actor) => {
      actor.send({ type: 'quick.open' });
      const typed = {
        firstName: PERSONAL.first,
        lastName: PERSONAL.last,
        email: PERSONAL.email,
        phone: PERSONAL.phone,
        city: 'Ockham',
        state: 'NY',
        zipCode: '10001',
      } as const;
      for (const [field, value] of Object.entries(typed)) {
        actor.send({ type: 'quick.change', field: field as keyof typeof typed, value });
      }
      actor.send({ type: 'quick.submit' });
      await settled(actor, (snapshot) => snapshot.matches('closed'));
    });
    expectNothingPersonal(streams, ['quick.change', 'xstate.done.actor.createCustomer', '"id":"7"']);
    for (const text of Object.values(streams)) expect(text).not.toContain('Ockham');
  });

  it('search text: the header search, the customer box and a list search, with their answers', async () => {
    const header = await watch(
      globalSearchMachine.provide({
        actors: {
          searchAll: fromPromise<SearchHit[], SearchAllInput>(async () => [
            {
              scope: 'customers',
              id: '7',
              label: `${PERSONAL.first} ${PERSONAL.last}`,
              detail: PERSONAL.email,
              href: '/customers/7',
            },
          ]),
        },
      }),
      { scopes: ['customers'], debounceMs: 0 },
      async (actor) => {
        actor.send({ type: 'search.type', text: PERSONAL.search });
        await settled(actor, (snapshot) => snapshot.context.hits.length === 1);
      },
    );
    expectNothingPersonal(header, ['search.type', 'xstate.done.actor.searchAll', '"scope":"customers"']);

    const lookup = await watch(
      customerLookupMachine.provide({
        actors: {
          searchCustomers: fromPromise<readonly LookupCustomer[], SearchCustomersInput>(async () => [
            customerRecord,
          ]),
        },
      }),
      { chosenId: null, debounceMs: 0 },
      async (actor) => {
        actor.send({ type: 'lookup.type', text: PERSONAL.search });
        await settled(actor, (snapshot) => snapshot.context.matches.length === 1);
        actor.send({ type: 'lookup.choose', id: '7' });
      },
    );
    expectNothingPersonal(lookup, ['lookup.type', 'lookup.choose', '"chosenId":"7"']);

    const list = await watch(
      collectionMachine.provide({
        actors: {
          fetchPage: fromPromise<FetchedPage, FetchPageInput>(async () => ({
            items: [customerRecord],
            totalRecords: 1,
            pageNumber: 1,
            pageSize: 2,
          })),
        },
      }),
      { defaults: COLLECTION_DEFAULTS, debounceMs: 0 },
      async (actor) => {
        await settled(actor, (snapshot) => snapshot.matches('showing'));
        actor.send({ type: 'collection.search', text: PERSONAL.search });
        await settled(actor, (snapshot) => snapshot.context.query.search === PERSONAL.search);
        await settled(actor, (snapshot) => snapshot.matches('showing'));
      },
    );
    expectNothingPersonal(list, ['collection.search', '"totalRecords":1', '"isActive":true']);
  });

  it("records in payloads and context: a prescreen review's cards, customer and typed notes", async () => {
    const review: PrescreenReview = {
      ...SAMPLE_REVIEW,
      customer: { id: '7', name: `${PERSONAL.first} ${PERSONAL.last}` },
    };
    const streams = await watch(
      prescreenDraftMachine.provide({
        actors: {
          loadReview: fromPromise<PrescreenReview, LoadReviewInput>(async () => review),
          saveCard: fromPromise<SavedCard, SaveCardInput>(async () => null),
        },
      }),
      { submissionId: '1' },
      async (actor) => {
        await settled(actor, (snapshot) => snapshot.matches('reviewing'));
        actor.send({ type: 'prescreen.change', values: { notes: PERSONAL.note, estimatedGrade: 10 } });
        actor.send({ type: 'prescreen.next' });
        actor.send({ type: 'prescreen.change', values: { notes: PERSONAL.street } });
      },
    );
    expectNothingPersonal(streams, ['prescreen.change', '"submissionId":"1"', '"index":1']);
    // the context is on the page, masked: the draft's notes show only how long they are, and so in
    // another window (masked once, before it crossed: not 'text(9)', the mask's own length)
    for (const where of [streams.page, streams.another]) {
      expect(where.replace(/[\s\\]/g, '')).toContain(`"notes":"text(${PERSONAL.note.length})"`);
    }
    for (const text of Object.values(streams)) expect(text).not.toContain('Charizard');
  });
});

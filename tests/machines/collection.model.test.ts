import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  collectionMachine,
  collectionSamples,
  type CollectionQuery,
  type FetchPageInput,
} from '../../machines/collection';
import { COLLECTION_DEFAULTS, SAMPLE_PAGES } from '../../machines/collection/collection.samples';
import { describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof collectionMachine>;

const lastFetch = (calls: ReadonlyArray<{ src: string; input: unknown }>) =>
  (calls.filter((call) => call.src === 'fetchPage').at(-1)?.input as FetchPageInput | undefined)?.query;

describeModel({
  name: 'collection',
  machine: collectionMachine,
  samples: collectionSamples,
  onStep: (report, { stubs, scratch }) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, { stubs, scratch });
    const { event } = report;
    const fetched = lastFetch(stubs.calls);
    const startedFetch = stubs.calls.length > callsBefore;
    /** The query this step fetched, or undefined when it fetched nothing. */
    const fetchedNow = lastFetch(stubs.calls.slice(callsBefore));
    if (!before) {
      // opening the list fetches its starting query at once
      expect(startedFetch).toBe(true);
      expect(fetched).toEqual(snapshot.context.query);
      return;
    }
    const query: CollectionQuery = before.context.query;
    switch (event.type) {
      case 'collection.sort':
        expect(fetched).toEqual({ ...query, sort: event.sort, page: 1 });
        break;
      case 'collection.page':
        expect(fetched).toEqual({ ...query, page: event.page });
        break;
      case 'collection.filter':
        expect(fetched).toEqual({
          ...query,
          search: before.context.searchText,
          filters: event.filters,
          page: 1,
        });
        break;
      case 'collection.reset':
        expect(fetched).toEqual({ ...COLLECTION_DEFAULTS, sort: query.sort });
        break;
      case 'collection.query': {
        const same = JSON.stringify(event.query) === JSON.stringify(query);
        // the URL repeating the query on screen must not fetch again (no loop between URL and list)
        expect(fetchedNow).toEqual(same ? undefined : event.query);
        break;
      }
      case 'collection.search':
        // nothing is sent while typing; the box shows the text at once
        expect(startedFetch).toBe(false);
        expect(snapshot.context.searchText).toBe(event.text);
        expect(snapshot.context.rows).toEqual(before.context.rows);
        break;
      case 'xstate.after.searchDebounce.collection.typing':
        expect(fetched).toEqual({ ...query, search: before.context.searchText.trim(), page: 1 });
        break;
      case 'xstate.done.actor.fetchPage':
      case 'xstate.done.actor.refetchPage': {
        const output = event.output as typeof SAMPLE_PAGES.rows;
        if (output === SAMPLE_PAGES.pastTheEnd && query.page > 1) {
          // past the end: the last page (3 rows at 2 a page → page 2) is fetched instead
          expect(fetched?.page).toBe(2);
          expect(startedFetch).toBe(true);
        } else {
          expect(snapshot.context.rows).toEqual(output.items);
          expect(snapshot.context.total).toBe(output.totalRecords);
          expect(snapshot.context.error).toBeNull();
          expect(snapshot.value).toBe(output.items.length > 0 ? 'showing' : 'empty');
        }
        break;
      }
      case 'xstate.error.actor.fetchPage':
        expect(snapshot.value).toBe('failed');
        expect(snapshot.context.error?.message).toBe('Unable to reach the server');
        break;
      case 'xstate.error.actor.refetchPage':
        // a failed refresh keeps the rows on screen, with the error
        expect(snapshot.value).toBe('showing');
        expect(snapshot.context.rows).toEqual(before.context.rows);
        expect(snapshot.context.error).not.toBeNull();
        break;
      case 'collection.refresh':
        expect(startedFetch).toBe(true);
        expect(fetched).toEqual(query);
        break;
    }
    if (event.type.startsWith('xstate.after.autoRefresh')) {
      // only a list opened with an auto-refresh delay refreshes by itself
      expect(fetchedNow).toEqual(before.context.autoRefreshMs > 0 ? query : undefined);
    }
  },
});

describe('collection machine, with a real fetch', () => {
  it('aborts the request in flight when the query changes, and shows only the newest answer', async () => {
    const signals: AbortSignal[] = [];
    const answers: Array<(page: typeof SAMPLE_PAGES.rows) => void> = [];
    const actor = createActor(
      collectionMachine.provide({
        actors: {
          fetchPage: fromPromise(({ signal }) => {
            signals.push(signal);
            return new Promise((resolve) => answers.push(resolve));
          }),
        },
      }),
      { input: { defaults: COLLECTION_DEFAULTS } },
    ).start();
    actor.send({ type: 'collection.sort', sort: [{ field: 'name', desc: true }] });
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    answers[0]?.({ ...SAMPLE_PAGES.rows, items: [{ id: 'stale' }] });
    answers[1]?.(SAMPLE_PAGES.rows);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.rows).toEqual(SAMPLE_PAGES.rows.items);
    actor.stop();
  });
});

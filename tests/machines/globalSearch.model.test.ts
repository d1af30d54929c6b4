import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  connectGlobalSearch,
  globalSearchMachine,
  globalSearchSamples,
  type SearchAllInput,
  type SearchHit,
} from '../../machines/globalSearch';
import { SAMPLE_HITS } from '../../machines/globalSearch/globalSearch.samples';
import { GLOBAL_SEARCH_DEBOUNCE_MS, SEARCH_SCOPES } from '../../src/domain/globalSearch';
import { describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof globalSearchMachine>;

describeModel({
  name: 'globalSearch',
  machine: globalSearchMachine,
  samples: globalSearchSamples,
  onStep: (report, { stubs, scratch }) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, { stubs, scratch });
    const started = stubs.calls.slice(callsBefore).filter((call) => call.src === 'searchAll');
    const { event } = report;
    if (!before) {
      // opening the search asks nothing
      expect(started).toEqual([]);
      return;
    }
    const view = connectGlobalSearch(snapshot, () => {});
    switch (event.type) {
      case 'search.type':
        // nothing is sent while typing; the box shows the text at once
        expect(started).toEqual([]);
        expect(view.text).toBe(event.text);
        if (event.text.trim() === '' || snapshot.context.scopes.length === 0) {
          expect(view.groups).toEqual([]);
          expect(view.busy).toBe(false);
        } else {
          expect(view.busy).toBe(true);
        }
        break;
      case 'search.clear':
        expect(view.text).toBe('');
        expect(view.groups).toEqual([]);
        expect(view.failure).toBeNull();
        break;
      case 'search.retry':
        expect(started.map((call) => call.input)).toEqual([
          { text: before.context.text.trim(), scopes: before.context.scopes },
        ]);
        break;
      case 'xstate.done.actor.searchAll': {
        const hits = event.output as SearchHit[];
        expect(view.busy).toBe(false);
        expect(view.groups.flatMap((group) => group.hits)).toEqual(hits);
        expect(view.nothingFound).toBe(hits.length === 0);
        break;
      }
      case 'xstate.error.actor.searchAll':
        expect(view.failure?.message).toBe('Unable to reach the server');
        break;
    }
    if (event.type.startsWith('xstate.after.debounce')) {
      // once typing pauses, one search over every scope the user may open
      expect(started.map((call) => call.input)).toEqual([
        { text: before.context.text.trim(), scopes: before.context.scopes },
      ]);
    }
  },
});

describe('globalSearch, with a real search', () => {
  it('waits for typing to pause, aborts a stale search and shows only the newest answer', async () => {
    vi.useFakeTimers();
    try {
      const calls: { input: SearchAllInput; signal: AbortSignal; answer: (hits: SearchHit[]) => void }[] = [];
      const actor = createActor(
        globalSearchMachine.provide({
          actors: {
            searchAll: fromPromise<SearchHit[], SearchAllInput>(
              ({ input, signal }) => new Promise((resolve) => calls.push({ input, signal, answer: resolve })),
            ),
          },
        }),
        { input: { scopes: SEARCH_SCOPES } },
      ).start();
      actor.send({ type: 'search.type', text: 'a' });
      actor.send({ type: 'search.type', text: 'ad' });
      await vi.advanceTimersByTimeAsync(GLOBAL_SEARCH_DEBOUNCE_MS - 1);
      expect(calls).toHaveLength(0);
      actor.send({ type: 'search.type', text: 'ada' });
      await vi.advanceTimersByTimeAsync(GLOBAL_SEARCH_DEBOUNCE_MS);
      expect(calls.map((call) => call.input.text)).toEqual(['ada']);

      actor.send({ type: 'search.type', text: 'ada l' });
      expect(calls[0]?.signal.aborted).toBe(true);
      calls[0]?.answer([{ ...SAMPLE_HITS[0]!, label: 'stale' }]);
      await vi.advanceTimersByTimeAsync(GLOBAL_SEARCH_DEBOUNCE_MS);
      calls[1]?.answer(SAMPLE_HITS);
      await vi.advanceTimersByTimeAsync(0);
      const view = connectGlobalSearch(actor.getSnapshot(), actor.send);
      expect(view.groups.map((group) => group.label)).toEqual(['Customers', 'Submissions']);
      expect(view.groups[0]?.hits[0]?.label).toBe('Ada Lovelace');
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

import type { OutboxApi } from '../backend';
import { findStored, pageOf } from './query';
import { copy, type DemoContext } from './store';

/** The demo's outbox (issue 38): every message the demo 'sent', kept in this browser, newest first. */
export function createDemoOutbox(context: DemoContext): OutboxApi {
  const { store, latency } = context;
  return {
    async search(query, options) {
      await latency.wait('records', options?.signal);
      const newestFirst = [...store.outbox.values()]
        .sort((a, b) => Number(b.id) - Number(a.id))
        .map(({ text: _text, html: _html, ...summary }) => summary);
      return copy(pageOf(newestFirst, query.pageNumber, query.pageSize));
    },
    async get(id, options) {
      await latency.wait('records', options?.signal);
      return copy(findStored(store.outbox, id, 'Message', { blank: 'NOT_FOUND', notFound: 'NOT_FOUND' }));
    },
  };
}

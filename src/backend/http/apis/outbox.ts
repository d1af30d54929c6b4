import type { OutboxApi } from '../../backend';
import type { HttpClient } from '../client';
import { requireId } from '../ids';
import { parseOutboxList, parseOutboxMessage } from '../schemas/outbox';
import { asPage } from './paging';

const BASE = 'employee/outbox';

export function createOutboxApi(client: HttpClient): OutboxApi {
  return {
    async search(query, options) {
      const payload = await client.request({
        method: 'post',
        path: `${BASE}/search`,
        json: { pageNumber: query.pageNumber, pageSize: query.pageSize },
        signal: options?.signal,
        fallback: 'Failed to load the outbox',
      });
      return asPage(parseOutboxList(payload), query);
    },
    async get(id, options) {
      const messageId = requireId(id, 'NOT_FOUND', 'Message not found');
      const payload = await client.request({
        method: 'get',
        path: `${BASE}/${messageId}`,
        signal: options?.signal,
        fallback: 'Failed to load the message',
      });
      return parseOutboxMessage(payload);
    },
  };
}

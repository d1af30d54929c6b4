import { Hono } from 'hono';
import * as v from 'valibot';
import { ADMIN, requireRole } from '../auth/guard';
import type { AppDeps, AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { paging } from '../http/paging';
import { parseId, readBody } from '../http/validate';
import { ok, okPage } from '../http/wrap';

const OutboxSearch = v.object(paging);

/**
 * The outbox (issue 38): every message the product sent or kept, newest first, and one message with
 * its text and HTML parts. Admins only: the messages hold other people's names and links.
 */
export function outboxRoutes(deps: AppDeps) {
  const { outbox } = deps.stores;
  const app = new Hono<AppEnv>();
  app.use('*', requireRole(...ADMIN));
  app.post('/search', async (c) => {
    const { pageNumber, pageSize } = await readBody(c, OutboxSearch);
    const page = await outbox.list(pageNumber, pageSize);
    return okPage(c, page.items, { totalRecords: page.totalRecords, pageNumber, pageSize });
  });
  app.get('/:id', async (c) => {
    const message = await outbox.find(parseId(c.req.param('id'), 'Message id'));
    if (!message) throw notFound('Message not found', 'OUTBOX_MESSAGE_NOT_FOUND');
    return ok(c, message);
  });
  return app;
}

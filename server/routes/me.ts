import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import {
  myDetailsOf,
  myCardOf,
  mySubmissionOf,
  mySubmissionRowOf,
  submissionNumberPrefix,
  type OwnSubmissionSource,
} from '../../src/domain/portal';
import { progressOf } from '../../src/domain/portalProgress';
import type { PrescreeningLevel } from '../../src/domain/submission';
import { type CustomerRow, customerPayload } from '../db/customers';
import type { AppDeps, AppEnv } from '../http/env';
import { staleVersionReply } from '../http/crud';
import { actorFromUser, recordChange } from '../http/audit';
import { notFound } from '../http/errors';
import { pagedSearch } from '../http/paging';
import { parseId, readBody } from '../http/validate';
import { ok, okPage } from '../http/wrap';
import { CATALOGUE_TABLES } from '../store/catalogues';
import { COUNT_COLUMNS, countsFrom } from '../store/submissions';
import type { OwnSubmissionRow } from '../store/portal';
import { isUploadKey, uploadUrl } from '../uploads/store';
import { issueInvoice } from './businessProfile';
import { CustomerBody, customerAuditFields } from './customers';
import { sendUpload } from './uploads';

/** Hono variables of the customer's routes: the customer linked to the signed-in user. */
type MeEnv = { Variables: AppEnv['Variables'] & { customer: CustomerRow } };

export const NO_LINKED_CUSTOMER = 'No customer record is linked to this account.';

const SearchBody = v.object({
  ...pagedSearch(['createdAt']),
  search: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
});

const detailsOf = (row: CustomerRow) => myDetailsOf({ ...customerPayload(row), id: String(row.id) });

const levelOf = (value: number): PrescreeningLevel => (value === 2 || value === 3 ? value : 1);

function sourceOf(row: OwnSubmissionRow): OwnSubmissionSource {
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    statusCode: row.status_code,
    prescreening: levelOf(row.prescreening),
    consignAfterGrading: row.consign_after_grading === 1,
    ...countsFrom((key) => Number(row[COUNT_COLUMNS[key]])),
  };
}

/** Staff fetch uploads under /api/uploads; the owner under their own path, checked against their cards. */
const STAFF_UPLOADS = uploadUrl('');
const ownPhoto = (url: string) =>
  url.startsWith(STAFF_UPLOADS) ? `/api/me/uploads/${url.slice(STAFF_UPLOADS.length)}` : url;

/**
 * The customer's own calls (issue 40), under /api/me: each answers for the customer linked to the
 * signed-in user and no one else. Another customer's submission is 404, as one that does not exist,
 * so ids cannot be probed; staff accounts with no linked customer get 404 as well.
 */
export function meRoutes(deps: AppDeps) {
  const { portal, cards, catalogues } = deps.stores;
  const app = new Hono<MeEnv>();

  const linkedCustomer: MiddlewareHandler<MeEnv> = async (c, next) => {
    const customer = await portal.customerOfUser(c.get('user').id);
    if (!customer) throw notFound(NO_LINKED_CUSTOMER, 'CUSTOMER_NOT_FOUND');
    c.set('customer', customer);
    await next();
  };
  app.use('*', linkedCustomer);

  app.get('/customer', (c) => ok(c, detailsOf(c.get('customer'))));

  app.post('/customer', async (c) => {
    const customer = c.get('customer');
    const stale = await staleVersionReply(c, customer.version, () => detailsOf(customer));
    if (stale) return stale;
    // Staff's customer body and rules; the account link and the archive flag stay as staff left them.
    const body = await readBody(c, CustomerBody);
    // The customer's own change is in their record's history as staff's are (issue 41), named for them.
    const saved = await deps.stores.transaction(async (tx) => {
      await tx.customers.update(
        customer.id,
        { ...body, userId: customer.user_id, isActive: customer.is_active === 1 },
        deps.now(),
      );
      const after = await tx.customers.find(customer.id);
      if (!after) throw notFound(NO_LINKED_CUSTOMER, 'CUSTOMER_NOT_FOUND');
      await recordChange(tx, {
        actor: actorFromUser(c.get('user')),
        at: deps.now(),
        recordType: 'customer',
        recordId: customer.id,
        before: customerAuditFields(customer),
        after: customerAuditFields(after),
        version: after.version,
        previousVersion: customer.version,
      });
      return after;
    });
    return ok(c, detailsOf(saved));
  });

  app.post('/submissions/search', async (c) => {
    const body = await readBody(c, SearchBody);
    const { rows, total } = await portal.submissions(c.get('customer').id, {
      pageNumber: body.pageNumber,
      pageSize: body.pageSize,
      numberPrefix: submissionNumberPrefix(body.search ?? undefined),
    });
    const orders = await portal.ordersOf(rows.map((row) => row.id));
    return okPage(
      c,
      rows.map((row) => mySubmissionRowOf(sourceOf(row), progressOf(orders.get(row.id) ?? []))),
      {
        totalRecords: total,
        pageNumber: body.pageNumber,
        pageSize: body.pageSize,
      },
    );
  });

  app.get('/submissions/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Submission id');
    const row = await portal.submission(c.get('customer').id, id);
    if (!row) throw notFound('Submission not found', 'SUBMISSION_NOT_FOUND');
    const [cardRows, recommendations, journey] = await Promise.all([
      cards.ofSubmission(row.id),
      catalogues.list(CATALOGUE_TABLES.prescreenRecommendations, true),
      portal.journey(row.id),
    ]);
    const names = new Map(recommendations.map((record) => [Number(record.id), String(record.name)]));
    const own = cardRows.map((card) =>
      myCardOf(card, (recommendation) => names.get(recommendation) ?? null, ownPhoto),
    );
    return ok(c, mySubmissionOf(sourceOf(row), own, journey));
  });

  // The invoice of the customer's own submission, issued on first sight as when staff print it.
  app.post('/submissions/:id/invoice', async (c) => {
    const id = parseId(c.req.param('id'), 'Submission id');
    if (!(await portal.submission(c.get('customer').id, id))) {
      throw notFound('Submission not found', 'SUBMISSION_NOT_FOUND');
    }
    return ok(c, await issueInvoice(deps, id, actorFromUser(c.get('user')), 'customer'));
  });

  /** A card photo of the customer's own submission; any other key answers as missing. */
  app.get('/uploads/:key', async (c) => {
    const key = c.req.param('key');
    const owned = isUploadKey(key) && (await portal.ownsImage(c.get('customer').id, key));
    return sendUpload(c, deps, owned ? key : null);
  });

  return app;
}

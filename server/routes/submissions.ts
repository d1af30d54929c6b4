import { Hono } from 'hono';
import * as v from 'valibot';
import { NOTES_MAX_LENGTH, SUBMISSION_MESSAGES } from '../../src/domain/submissionForm';
import { SERVICE_KEYS, type ServiceKey } from '../../src/domain/submission';
import { actorOf } from '../http/audit';
import { crudResource, crudRoutes } from '../http/crud';
import { SUBMISSION_AUDIT_FIELDS, auditFieldsOf } from '../../src/domain/audit';
import type { AppDeps, AppEnv } from '../http/env';
import { badRequest, notFound } from '../http/errors';
import { listOf, maxChars } from '../http/fields';
import { pagedSearch } from '../http/paging';
import { nullableNumericId, numericId, parseId, readBody } from '../http/validate';
import { ok, okPage } from '../http/wrap';
import { boundAt, dayRange } from '../http/dates';
import { issueInvoice } from './businessProfile';
import type { Stores } from '../store/stores';
import {
  type SubmissionFields,
  type SubmissionRow,
  countsFrom,
  submissionPayload,
} from '../store/submissions';

/** Far above any real batch; keeps totals and prices exact numbers instead of 1e308. */
export const MAX_SERVICE_COUNT = 100_000;

const count = v.pipe(
  v.number(SUBMISSION_MESSAGES.countNegative),
  v.integer(SUBMISSION_MESSAGES.countNegative),
  v.minValue(0, SUBMISSION_MESSAGES.countNegative),
  v.maxValue(MAX_SERVICE_COUNT, `Enter a count of ${MAX_SERVICE_COUNT} or fewer`),
);
const counts = Object.fromEntries(SERVICE_KEYS.map((key) => [key, v.optional(count)])) as Record<
  ServiceKey,
  v.OptionalSchema<typeof count, undefined>
>;

/** Empty customer ids are "omitted" (seed A §5); present ones must be numeric. */
const customerIdField = nullableNumericId('Customer id must be numeric');

const statusField = v.optional(
  v.pipe(
    v.number('Status must be a status code from 0 to 5'),
    v.integer(),
    v.minValue(0),
    v.maxValue(5, 'Status must be a status code from 0 to 5'),
  ),
);

const SubmissionBody = v.object({
  customerId: customerIdField,
  ...counts,
  // Prescreening outside 2 and 3 means "not requested" (seed A §5).
  prescreening: v.optional(
    v.pipe(
      v.number('Prescreening must be 1, 2 or 3'),
      v.transform((level) => (level === 2 || level === 3 ? level : 1)),
    ),
  ),
  consignAfterGrading: v.optional(v.boolean('consignAfterGrading must be true or false')),
  notes: v.optional(
    v.pipe(
      v.nullable(v.string('Notes must be text')),
      v.transform((text) => (text ?? '').trim()),
      v.maxLength(NOTES_MAX_LENGTH, SUBMISSION_MESSAGES.notesTooLong),
    ),
  ),
  status: statusField,
  statusCode: statusField,
});

/** A date filter's text; dayRange reads it (and refuses years outside 1900–9999). */
const dateFilter = v.optional(v.nullable(v.pipe(v.string(), maxChars(40))));

const SearchBody = v.object({
  ...pagedSearch(['createdAt', 'id', 'customer', 'status', 'totalCount']),
  // The list's free-text search (an extension of the seed's body): id, customer name or notes.
  search: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  customerIds: v.optional(listOf(numericId('customerIds must be numeric ids'), 1000, 'customerIds')),
  statuses: v.optional(
    listOf(v.pipe(v.number('statuses must be status codes'), v.integer(), v.minValue(0)), 20, 'statuses'),
  ),
  isActive: v.optional(v.nullable(v.boolean())),
  createdFrom: dateFilter,
  createdTo: dateFilter,
  createdAt: dateFilter,
  // the dashboard's figures' filters (issue 37, decision 0366)
  updatedFrom: dateFilter,
  open: v.optional(v.nullable(v.boolean('open must be true or false'))),
  prescreening: v.optional(
    listOf(v.pipe(v.number('prescreening must be levels'), v.integer(), v.minValue(1)), 3, 'prescreening'),
  ),
  changeRequests: v.optional(v.nullable(v.boolean('changeRequests must be true or false'))),
});

type Body = v.InferOutput<typeof SubmissionBody>;

function fieldsOf(body: Body): Partial<SubmissionFields> {
  const fields: Partial<SubmissionFields> = {};
  if (body.customerId !== null) fields.customerId = body.customerId;
  for (const key of SERVICE_KEYS) if (body[key] !== undefined) fields[key] = body[key];
  if (body.prescreening !== undefined) fields.prescreening = body.prescreening;
  if (body.consignAfterGrading !== undefined) fields.consignAfterGrading = body.consignAfterGrading;
  if (body.notes !== undefined) fields.notes = body.notes;
  const status = body.statusCode ?? body.status;
  if (status !== undefined) fields.statusCode = status;
  return fields;
}

const requireCustomer = async (stores: Stores, id: number) => {
  if (!(await stores.customers.find(id))) throw notFound('Customer not found', 'CUSTOMER_NOT_FOUND');
};

/** What a submission's history shows: its customer, card counts per service (its price), status and notes. */
export const submissionAuditFields = (row: SubmissionRow) =>
  auditFieldsOf(submissionPayload(row), SUBMISSION_AUDIT_FIELDS);

export function submissionRoutes(deps: AppDeps) {
  const { now } = deps;
  const app = new Hono<AppEnv>();
  // The invoice's own number and date, given the first time it is issued and kept (issue 40 item 4).
  app.post('/:id/invoice', async (c) => {
    const issued = await issueInvoice(deps, parseId(c.req.param('id'), 'Submission id'), actorOf(c));
    return ok(c, issued);
  });

  crudRoutes(app, '', deps, (stores) =>
    crudResource({
      idLabel: 'Submission id',
      missing: { message: 'Submission not found', code: 'SUBMISSION_NOT_FOUND' },
      find: (id) => stores.submissions.find(id),
      idOf: (row) => row.id,
      versionOf: (row) => row.version,
      search: async (c) => {
        const body = await readBody(c, SearchBody);
        const from = body.createdFrom ? boundAt(body.createdFrom, 'createdFrom', 'start') : undefined;
        const to = body.createdTo ? boundAt(body.createdTo, 'createdTo', 'end') : undefined;
        const day = body.createdAt ? dayRange(body.createdAt, 'createdAt') : undefined;
        const { rows, total } = await stores.submissions.search({
          ...body,
          isActive: body.isActive ?? undefined,
          search: body.search ?? undefined,
          createdFrom: [from, day?.start].filter(Boolean).sort().at(-1),
          createdBefore: [to, day?.end].filter(Boolean).sort().at(0),
          updatedFrom: body.updatedFrom ? boundAt(body.updatedFrom, 'updatedFrom', 'start') : undefined,
          open: body.open ?? undefined,
          changeRequests: body.changeRequests ?? undefined,
        });
        // Each row says where its cards are, beside its status (decision 0531).
        const places = await stores.returns.placesOf(rows.map((row) => row.id));
        const withPlace = (row: SubmissionRow) => {
          const journey = places.get(row.id);
          return journey ? { ...submissionPayload(row), journey } : submissionPayload(row);
        };
        return okPage(c, rows.map(withPlace), {
          totalRecords: total,
          pageNumber: body.pageNumber,
          pageSize: body.pageSize,
        });
      },
      show: submissionPayload,
      create: {
        body: SubmissionBody,
        save: async (body) => {
          if (body.customerId === null) throw badRequest('Customer id is required', 'CUSTOMER_ID_REQUIRED');
          await requireCustomer(stores, body.customerId);
          const given = fieldsOf(body);
          const fields: SubmissionFields = {
            customerId: body.customerId,
            prescreening: given.prescreening ?? 1,
            consignAfterGrading: given.consignAfterGrading ?? false,
            notes: given.notes ?? '',
            statusCode: given.statusCode ?? 0,
            ...countsFrom((key) => given[key] ?? 0),
          };

          return stores.submissions.insert(fields, now());
        },
      },
      update: {
        body: SubmissionBody,
        save: async (row, body) => {
          if (body.customerId !== null) await requireCustomer(stores, body.customerId);
          await stores.submissions.update(row.id, fieldsOf(body), now());
        },
      },
      remove: (row) => stores.submissions.deactivate(row.id, now()),
      audit: { recordType: 'submission', fields: submissionAuditFields },
    }),
  );

  return app;
}

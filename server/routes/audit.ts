import { Hono } from 'hono';
import * as v from 'valibot';
import { AUDIT_RECORD_TYPES, type AuditEntry, mayReadHistory } from '../../src/domain/audit';
import { AUDIT_EXPORT_LIMIT, auditCsv } from '../../src/domain/auditCsv';
import { ADMIN, requireRole } from '../auth/guard';
import { dayRange } from '../http/dates';
import type { AppDeps, AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { maxChars } from '../http/fields';
import { pagedSearch } from '../http/paging';
import { numericId, readBody } from '../http/validate';
import { ok, okPage } from '../http/wrap';
import type { AuditSelection } from '../store/audit';

const recordType = v.picklist(AUDIT_RECORD_TYPES, 'recordType must be one of the audited record types.');
const day = (field: string) =>
  v.optional(v.nullable(v.pipe(v.string(`${field} must be a date (YYYY-MM-DD)`), maxChars(40))));

const HistoryBody = v.object({
  ...pagedSearch(['at']),
  recordType,
  recordId: numericId('recordId must be a record id'),
});

const Filters = {
  actorId: v.optional(v.nullable(numericId('actorId must be a person id'))),
  recordType: v.optional(v.nullable(recordType)),
  recordId: v.optional(v.nullable(numericId('recordId must be a record id'))),
  fromDay: day('fromDay'),
  toDay: day('toDay'),
};
const ActivityBody = v.object({ ...pagedSearch(['at']), ...Filters });
const ExportBody = v.object(Filters);

/** The filters as instants; each day is checked to be a real date (400 otherwise). */
function selection(
  body: v.InferOutput<typeof ExportBody>,
  page: { pageNumber: number; pageSize: number },
): AuditSelection {
  return {
    ...page,
    actorId: body.actorId ?? undefined,
    recordType: body.recordType ?? undefined,
    recordId: body.recordId ?? undefined,
    from: body.fromDay ? dayRange(body.fromDay, 'fromDay').start : undefined,
    to: body.toDay ? dayRange(body.toDay, 'toDay').end : undefined,
  };
}

/**
 * The audit trail's reads (issue 41); nothing here or anywhere writes an entry but the writes it
 * records. A record's history: staff who may read the record (decision 0430). The activity log and
 * its export: admins.
 */
export function auditRoutes(deps: AppDeps) {
  const { audit } = deps.stores;
  const app = new Hono<AppEnv>();

  app.post('/history/search', async (c) => {
    const body = await readBody(c, HistoryBody);
    if (!mayReadHistory(body.recordType, c.get('user').roles)) {
      throw new HttpError(403, 'FORBIDDEN', 'You do not have permission to do that.');
    }
    const page = await audit.history(body.recordType, body.recordId, body);
    return okPage(c, page.entries, {
      totalRecords: page.total,
      pageNumber: body.pageNumber,
      pageSize: body.pageSize,
    });
  });

  app.use('/activity/*', requireRole(...ADMIN));
  app.get('/activity/people', async (c) => ok(c, await audit.actors()));
  app.post('/activity/search', async (c) => {
    const body = await readBody(c, ActivityBody);
    const page = await audit.search(selection(body, body));
    // A row opens its record, or the record it belongs to (decision 0542).
    return okPage(c, await audit.withOwners(page.entries), {
      totalRecords: page.total,
      pageNumber: body.pageNumber,
      pageSize: body.pageSize,
    });
  });
  // A read sent as POST (its filters are a body); it answers the CSV text in the usual envelope.
  app.post('/activity/export', async (c) => {
    const body = await readBody(c, ExportBody);
    const entries: AuditEntry[] = [];
    const pageSize = 1000;
    for (let pageNumber = 1; entries.length <= AUDIT_EXPORT_LIMIT; pageNumber++) {
      const page = await audit.search(selection(body, { pageNumber, pageSize }));
      entries.push(...page.entries);
      if (page.entries.length < pageSize) break;
    }
    const kept = entries.slice(0, AUDIT_EXPORT_LIMIT);
    return ok(c, {
      csv: auditCsv(kept),
      entries: kept.length,
      truncated: entries.length > AUDIT_EXPORT_LIMIT,
    });
  });

  return app;
}

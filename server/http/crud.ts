import type { Handler, Hono } from 'hono';
import type * as v from 'valibot';
import type { AppDeps, AppEnv } from './env';
import type { Context } from 'hono';
import type { AuditFields, AuditRecordType } from '../../src/domain/audit';
import type { Stores } from '../store/stores';
import { actorOf, recordChange } from './audit';
import {
  IF_MATCH_HEADER,
  IF_MATCH_INVALID_MESSAGE,
  VERSION_CONFLICT_CODE,
  VERSION_CONFLICT_MESSAGE,
  readIfMatch,
} from '../../src/domain/recordVersion';
import { badRequest, notFound } from './errors';
import { parseId, readBody } from './validate';
import { ok } from './wrap';

/**
 * One resource's calls, as every documented resource has them: an optional list (GET) or search
 * (POST …/search), get by id, create (PUT, 201 with the new id), update (POST …/:id, answers the id)
 * and delete (DELETE …/:id, answers null). A malformed id is a 400 naming `idLabel`; an unknown one is
 * the resource's own 404, checked before the body is read.
 */
/** Stores answer with promises; payload builders answer at once. */
type Awaitable<T> = T | Promise<T>;

export interface CrudResource<TRecord, TCreate, TUpdate> {
  /** How a malformed id is named in the 400 ('Customer id'). */
  idLabel: string;
  /** The 404 for an id with no record. */
  missing: { message: string; code: string };
  find(id: number): Awaitable<TRecord | null | undefined>;
  idOf(record: TRecord): number;
  list?: Handler<AppEnv>;
  search?: Handler<AppEnv>;
  /** What GET …/:id answers; the record itself when absent. */
  show?(record: TRecord): Awaitable<unknown>;
  /** Answers the new record's id. `c` is the request (who is signed in), for the resources whose rules depend on it. */
  create: {
    body: v.GenericSchema<unknown, TCreate>;
    save(body: TCreate, c: Context<AppEnv>): Awaitable<number>;
  };
  update: {
    body: v.GenericSchema<unknown, TUpdate>;
    save(record: TRecord, body: TUpdate, c: Context<AppEnv>): Awaitable<unknown>;
  };
  /**
   * The record's version, bumped by every update (decision 0232): an update whose `If-Match` names
   * another answers 409 with the current record. Without the header an update is not checked; a
   * malformed one is a 400 (decision 0334).
   */
  versionOf?(record: TRecord): number;
  /** Deactivates, archives or removes, as the resource's rule says. */
  remove(record: TRecord, c: Context<AppEnv>): Awaitable<unknown>;
  /** Brings an archived record back (POST …/:id/restore, version-checked like an update; decision 0335). */
  restore?(record: TRecord): Awaitable<unknown>;
  /**
   * What the audit trail keeps of a record (issue 41): its type and the fields a person would name,
   * read before and after every write in the write's own transaction. Never passwords or tokens.
   */
  audit: { recordType: AuditRecordType; fields(record: TRecord): AuditFields };
}

/** The version `If-Match` names, or null without one (`*` asks only that the record exists); malformed is a 400. */
export function versionAsked(c: Context): number | null {
  const asked = readIfMatch(c.req.header(IF_MATCH_HEADER));
  if (asked.kind === 'malformed') throw badRequest(IF_MATCH_INVALID_MESSAGE, 'INVALID_IF_MATCH');
  return asked.kind === 'version' ? asked.version : null;
}

/** A resource's definition as written, so TypeScript infers its body types from `create.body` and `update.body`. */
export const crudResource = <TRecord, TCreate, TUpdate = TCreate>(
  resource: CrudResource<TRecord, TCreate, TUpdate>,
): CrudResource<TRecord, TCreate, TUpdate> => resource;

/**
 * Mounts a resource's calls on `app` under `base` ('' for the app's own root). `define` builds the
 * resource over a set of stores: reads use the app's, and every write runs in one transaction with
 * the resource built over that transaction's stores, so the record, its re-reading and its audit
 * entry commit (or roll back) together. This is the one place the record writes are audited.
 */
export function crudRoutes<TRecord, TCreate, TUpdate = TCreate>(
  app: Hono<AppEnv>,
  base: string,
  deps: Pick<AppDeps, 'stores' | 'now'>,
  define: (stores: Stores) => CrudResource<TRecord, TCreate, TUpdate>,
): void {
  const root = base || '/';
  const reading = define(deps.stores);
  const load = async (
    resource: CrudResource<TRecord, TCreate, TUpdate>,
    raw: string | undefined,
  ): Promise<TRecord> => {
    const record = await resource.find(parseId(raw, resource.idLabel));
    if (record == null) throw notFound(resource.missing.message, resource.missing.code);
    return record;
  };
  /** Runs a write in its own transaction and records what it did to record `id` (before: null for a create). */
  const audited = (
    c: Context<AppEnv>,
    write: (
      resource: CrudResource<TRecord, TCreate, TUpdate>,
    ) => Promise<
      { response: Response } | { id: number; before: TRecord | null; answer: (id: number) => Response }
    >,
  ): Promise<Response> =>
    deps.stores.transaction(async (stores) => {
      const resource = define(stores);
      const done = await write(resource);
      if ('response' in done) return done.response;
      const after = await resource.find(done.id);
      const { recordType, fields } = resource.audit;
      await recordChange(stores, {
        actor: actorOf(c),
        at: deps.now(),
        recordType,
        recordId: done.id,
        before: done.before === null ? null : fields(done.before),
        after: after == null ? null : fields(after),
        version: after != null && resource.versionOf ? resource.versionOf(after) : null,
        previousVersion: done.before !== null && resource.versionOf ? resource.versionOf(done.before) : null,
      });
      return done.answer(done.id);
    });

  if (reading.list) app.get(root, reading.list);
  // before POST …/:id, so 'search' is not read as an id
  if (reading.search) app.post(`${base}/search`, reading.search);
  app.get(`${base}/:id`, async (c) => {
    const record = await load(reading, c.req.param('id'));
    return ok(c, reading.show ? await reading.show(record) : record);
  });
  app.put(root, (c) =>
    audited(c, async (resource) => ({
      id: await resource.create.save(await readBody(c, resource.create.body), c),
      before: null,
      answer: (id) => ok(c, id, 201),
    })),
  );
  /** The 409 with the current record when `If-Match` names another version, else null. */
  const staleVersion = (
    c: Context<AppEnv>,
    resource: CrudResource<TRecord, TCreate, TUpdate>,
    record: TRecord,
  ): Promise<Response | null> =>
    staleVersionReply(c, resource.versionOf ? resource.versionOf(record) : undefined, () =>
      resource.show ? resource.show(record) : record,
    );
  /** A change to an existing record: loaded and version-checked inside the write's transaction. */
  const changing = (
    c: Context<AppEnv>,
    options: { checkVersion: boolean },
    change: (resource: CrudResource<TRecord, TCreate, TUpdate>, record: TRecord) => Promise<unknown>,
    answer: (record: TRecord, resource: CrudResource<TRecord, TCreate, TUpdate>) => Response,
  ) =>
    audited(c, async (resource) => {
      const record = await load(resource, c.req.param('id'));
      const stale = options.checkVersion ? await staleVersion(c, resource, record) : null;
      if (stale) return { response: stale };
      await change(resource, record);
      return { id: resource.idOf(record), before: record, answer: () => answer(record, resource) };
    });

  app.post(`${base}/:id`, (c) =>
    changing(
      c,
      { checkVersion: true },
      async (resource, record) => resource.update.save(record, await readBody(c, resource.update.body), c),
      (record, resource) => ok(c, resource.idOf(record)),
    ),
  );
  if (reading.restore) {
    app.post(`${base}/:id/restore`, (c) =>
      changing(
        c,
        { checkVersion: true },
        async (resource, record) => resource.restore?.(record),
        (record, resource) => ok(c, resource.idOf(record)),
      ),
    );
  }
  app.delete(`${base}/:id`, (c) =>
    changing(
      c,
      { checkVersion: false },
      async (resource, record) => resource.remove(record, c),
      () => ok(c, null),
    ),
  );
}

/**
 * The 409 with the current record when the request's `If-Match` names another version than the
 * record's (decision 0232), else null; a malformed If-Match is a 400. Without a version nothing is checked.
 */
export async function staleVersionReply(
  c: Context,
  version: number | undefined,
  current: () => Awaitable<unknown>,
): Promise<Response | null> {
  const asked = versionAsked(c);
  if (version === undefined || asked === null || asked === version) return null;
  return c.json(
    {
      'is-success': false,
      data: await current(),
      'error-messages': [VERSION_CONFLICT_MESSAGE],
      code: VERSION_CONFLICT_CODE,
    },
    409,
  );
}

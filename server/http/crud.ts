import type { Handler, Hono } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from './env';
import type { Context } from 'hono';
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
  /** `c` is the request (who is signed in), for the resources whose rules depend on it. */
  create: { body: v.GenericSchema<unknown, TCreate>; save(body: TCreate, c: Context<AppEnv>): unknown };
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
}

/** The version `If-Match` names, or null without one (`*` asks only that the record exists); malformed is a 400. */
export function versionAsked(c: Context): number | null {
  const asked = readIfMatch(c.req.header(IF_MATCH_HEADER));
  if (asked.kind === 'malformed') throw badRequest(IF_MATCH_INVALID_MESSAGE, 'INVALID_IF_MATCH');
  return asked.kind === 'version' ? asked.version : null;
}

/** Mounts a resource's calls on `app` under `base` ('' for the app's own root). */
export function crudRoutes<TRecord, TCreate, TUpdate = TCreate>(
  app: Hono<AppEnv>,
  base: string,
  resource: CrudResource<TRecord, TCreate, TUpdate>,
): void {
  const root = base || '/';
  const load = async (raw: string | undefined): Promise<TRecord> => {
    const record = await resource.find(parseId(raw, resource.idLabel));
    if (record == null) throw notFound(resource.missing.message, resource.missing.code);
    return record;
  };

  if (resource.list) app.get(root, resource.list);
  // before POST …/:id, so 'search' is not read as an id
  if (resource.search) app.post(`${base}/search`, resource.search);
  app.get(`${base}/:id`, async (c) => {
    const record = await load(c.req.param('id'));
    return ok(c, resource.show ? await resource.show(record) : record);
  });
  app.put(root, async (c) =>
    ok(c, await resource.create.save(await readBody(c, resource.create.body), c), 201),
  );
  const { versionOf } = resource;
  const staleVersion = (c: Context<AppEnv>, record: TRecord): Promise<Response | null> =>
    staleVersionReply(c, versionOf ? versionOf(record) : undefined, () =>
      resource.show ? resource.show(record) : record,
    );

  app.post(`${base}/:id`, async (c) => {
    const record = await load(c.req.param('id'));
    const stale = await staleVersion(c, record);
    if (stale) return stale;
    await resource.update.save(record, await readBody(c, resource.update.body), c);
    return ok(c, resource.idOf(record));
  });
  const { restore } = resource;
  if (restore) {
    app.post(`${base}/:id/restore`, async (c) => {
      const record = await load(c.req.param('id'));
      const stale = await staleVersion(c, record);
      if (stale) return stale;
      await restore(record);
      return ok(c, resource.idOf(record));
    });
  }
  app.delete(`${base}/:id`, async (c) => {
    await resource.remove(await load(c.req.param('id')), c);
    return ok(c, null);
  });
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

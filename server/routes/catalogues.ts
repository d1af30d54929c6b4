import { Hono } from 'hono';
import * as v from 'valibot';
import { CATALOGUE_MESSAGES } from '../../src/domain/catalogueForms';
import { CATALOGUE_PATHS, type CatalogueKind } from '../../src/domain/catalogue';
import { requireAdminForWrites } from '../auth/guard';
import { CATALOGUE_TABLES, type CatalogueRecord } from '../store/catalogues';
import type { AppDeps, AppEnv } from '../http/env';
import { crudRoutes } from '../http/crud';
import { LIMITS, nullableText, requiredText } from '../http/fields';
import { ok } from '../http/wrap';

type CatalogueValues = Record<string, string | number | null>;

const gradingCompany = v.optional(
  v.picklist(
    [0, 1, 2, 3, 4],
    'Grading company must be 0 (Home office), 1 (PSA), 2 (SGC), 3 (BGS) or 4 (CGC).',
  ),
  0,
);
const MAX_SORT_ORDER = 1_000_000;

// Sort order: numeric, minimum 0, default 0 (seed B §5).
const sortOrder = v.optional(
  v.pipe(
    v.number(CATALOGUE_MESSAGES.sortOrderNumber),
    v.integer('Sort order must be a whole number.'),
    v.minValue(0, CATALOGUE_MESSAGES.sortOrderMinimum),
    // An exact integer, so ordering by it (and reading it back) stays exact.
    v.maxValue(MAX_SORT_ORDER, `Sort order must be ${MAX_SORT_ORDER} or less.`),
  ),
  0,
);

const BODIES = {
  cardGrades: v.object({
    gradingCompany,
    score: requiredText(CATALOGUE_MESSAGES.scoreRequired, LIMITS.code),
    code: requiredText(CATALOGUE_MESSAGES.codeRequired, LIMITS.code),
    name: nullableText(LIMITS.name),
    sortOrder,
  }),
  cardGradeErrors: v.object({
    code: requiredText(CATALOGUE_MESSAGES.codeRequired, LIMITS.code),
    name: requiredText(CATALOGUE_MESSAGES.nameRequired, LIMITS.name),
    description: nullableText(),
    sortOrder,
  }),
  cardQualifiers: v.object({
    gradingCompany,
    code: requiredText(CATALOGUE_MESSAGES.codeRequired, LIMITS.code),
    name: nullableText(LIMITS.name),
    description: nullableText(),
    sortOrder,
  }),
  prescreenRecommendations: v.object({
    name: requiredText(CATALOGUE_MESSAGES.nameRequired, LIMITS.name),
    description: nullableText(),
  }),
} satisfies Record<CatalogueKind, v.GenericSchema<unknown, Record<string, string | number | null>>>;

/** One catalogue's five calls under /settings/{path}; staff read, admins write. */
function catalogueRoutes(deps: AppDeps, kind: CatalogueKind) {
  const { catalogues } = deps.stores;
  const spec = CATALOGUE_TABLES[kind];
  // one catalogue's fields: each kind's own schema, read as the field map the table stores
  const body: v.GenericSchema<unknown, CatalogueValues> = BODIES[kind];
  const app = new Hono<AppEnv>();
  // Before the record routes, so 'counts' is not read as an id.
  app.get('/counts', async (c) => ok(c, await catalogues.counts(spec)));
  crudRoutes<CatalogueRecord, CatalogueValues>(app, '', {
    idLabel: `${spec.label} id`,
    missing: { message: `${spec.label} not found`, code: 'CATALOGUE_RECORD_NOT_FOUND' },
    find: (id) => catalogues.find(spec, id),
    idOf: (record) => Number(record.id),
    versionOf: (record) => Number(record.version ?? 1),
    list: async (c) => ok(c, await catalogues.list(spec, c.req.query('includeInactive') === 'true')),
    create: { body, save: (values) => catalogues.insert(spec, values) },
    update: { body, save: (record, values) => catalogues.update(spec, Number(record.id), values) },
    remove: (record) => catalogues.archive(spec, Number(record.id)),
  });
  return app;
}

export function settingsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdminForWrites());
  for (const kind of Object.keys(CATALOGUE_PATHS) as CatalogueKind[]) {
    app.route(`/${CATALOGUE_PATHS[kind]}`, catalogueRoutes(deps, kind));
  }
  return app;
}

import * as v from 'valibot';
import type { CatalogueKind, CatalogueKinds } from '../../../domain/catalogue';
import type { CatalogueCounts } from '../../../domain/catalogueRules';
import type { GradingCompanyCode } from '../../../domain/status';
import { booleanOr, idSchema, numberOrZero, textOrEmpty, textOrNull } from './fields';
import { listOf } from './list';
import { parsePayload } from './parse';

/** 0 Home office, 1 PSA, 2 SGC, 3 BGS, 4 CGC; as a number or numeric text. Required: a grade without a company is unreadable. */
const gradingCompany = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))]),
  v.picklist([0, 1, 2, 3, 4] as const),
  v.transform((value): GradingCompanyCode => value),
);

/*
 * Catalogue records are flat, so each field carries its own default and an object schema (which keeps
 * only these fields) reads them without a transform. Texts the forms require default to '', optional
 * ones to null.
 */

/** Without a sort order a record comes first. */
const sortOrder = numberOrZero;
/** Active unless the server says the record is archived. */
const isActive = booleanOr(true);
/** Bumped by the server on each update (decision 0232); absent (or unreadable) from older servers. */
const version = v.fallback(v.optional(v.pipe(v.number(), v.integer())), undefined);

const cardGradeSchema = v.object({
  id: idSchema,
  gradingCompany,
  score: textOrEmpty,
  code: textOrEmpty,
  name: textOrNull,
  sortOrder,
  isActive,
  version,
});

const cardGradeErrorSchema = v.object({
  id: idSchema,
  code: textOrEmpty,
  name: textOrEmpty,
  description: textOrNull,
  sortOrder,
  isActive,
  version,
});

const cardQualifierSchema = v.object({
  id: idSchema,
  gradingCompany,
  code: textOrEmpty,
  name: textOrNull,
  description: textOrNull,
  // Qualifiers alone read a negative sort order as 0.
  sortOrder: v.pipe(
    sortOrder,
    v.transform((order) => Math.max(0, order)),
  ),
  isActive,
  version,
});

const recommendationSchema = v.object({
  id: idSchema,
  name: textOrEmpty,
  description: textOrNull,
  isActive,
  version,
});

type RecordOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['record'];

const RECORD_SCHEMAS: { [Kind in CatalogueKind]: v.GenericSchema<unknown, RecordOf<Kind>> } = {
  cardGrades: cardGradeSchema,
  cardGradeErrors: cardGradeErrorSchema,
  cardQualifiers: cardQualifierSchema,
  prescreenRecommendations: recommendationSchema,
};

export function parseCatalogueRecord<Kind extends CatalogueKind>(
  kind: Kind,
  payload: unknown,
): RecordOf<Kind> {
  return parsePayload(RECORD_SCHEMAS[kind], payload, 'CATALOGUE_PARSE_ERROR');
}

export function parseCatalogueList<Kind extends CatalogueKind>(
  kind: Kind,
  payload: unknown,
): RecordOf<Kind>[] {
  return parsePayload(listOf(RECORD_SCHEMAS[kind]), payload, 'CATALOGUE_PARSE_ERROR').items;
}

/** Strict, as the directory's counts: a count that is not a whole number fails the load. */
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const countsSchema = v.object({ total: count, active: count, archived: count });

/** GET /settings/{catalogue}/counts: total, active and archived records. */
export const parseCatalogueCounts = (payload: unknown): CatalogueCounts =>
  parsePayload(countsSchema, payload, 'CATALOGUE_PARSE_ERROR');

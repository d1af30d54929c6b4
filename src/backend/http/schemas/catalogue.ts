import * as v from 'valibot';
import type { CatalogueKind, CatalogueKinds } from '../../../domain/catalogue';
import type { GradingCompanyCode } from '../../../domain/status';
import { idSchema, optBoolean, optNumber, optText } from './fields';
import { listOf } from './list';
import { parsePayload } from './parse';

/** 0 Home office, 1 PSA, 2 SGC, 3 BGS, 4 CGC; as a number or numeric text. Required: a grade without a company is unreadable. */
const gradingCompany = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))]),
  v.picklist([0, 1, 2, 3, 4] as const),
  v.transform((value): GradingCompanyCode => value),
);

const common = { id: idSchema, sortOrder: optNumber, isActive: optBoolean };

const cardGradeSchema = v.pipe(
  v.looseObject({ ...common, gradingCompany, score: optText, code: optText, name: optText }),
  v.transform((raw): CatalogueKinds['cardGrades']['record'] => ({
    id: raw.id,
    gradingCompany: raw.gradingCompany,
    score: raw.score ?? '',
    code: raw.code ?? '',
    name: raw.name ?? null,
    sortOrder: raw.sortOrder ?? 0,
    isActive: raw.isActive ?? true,
  })),
);

const cardGradeErrorSchema = v.pipe(
  v.looseObject({ ...common, code: optText, name: optText, description: optText }),
  v.transform((raw): CatalogueKinds['cardGradeErrors']['record'] => ({
    id: raw.id,
    code: raw.code ?? '',
    name: raw.name ?? '',
    description: raw.description ?? null,
    sortOrder: raw.sortOrder ?? 0,
    isActive: raw.isActive ?? true,
  })),
);

const cardQualifierSchema = v.pipe(
  v.looseObject({ ...common, gradingCompany, code: optText, name: optText, description: optText }),
  v.transform((raw): CatalogueKinds['cardQualifiers']['record'] => ({
    id: raw.id,
    gradingCompany: raw.gradingCompany,
    code: raw.code ?? '',
    name: raw.name ?? null,
    description: raw.description ?? null,
    sortOrder: Math.max(0, raw.sortOrder ?? 0),
    isActive: raw.isActive ?? true,
  })),
);

const recommendationSchema = v.pipe(
  v.looseObject({ id: idSchema, name: optText, description: optText, isActive: optBoolean }),
  v.transform((raw): CatalogueKinds['prescreenRecommendations']['record'] => ({
    id: raw.id,
    name: raw.name ?? '',
    description: raw.description ?? null,
    isActive: raw.isActive ?? true,
  })),
);

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

import { compact, isBlank, trimToNull } from './formRules';
import type { FieldErrors } from './formRules';
import type {
  CardGradeErrorInput,
  CardGradeInput,
  CardQualifierInput,
  PrescreenRecommendationInput,
} from './catalogue';
import type { GradingCompanyCode } from './status';

export const CATALOGUE_MESSAGES = {
  scoreRequired: 'Score is required.',
  codeRequired: 'Code is required.',
  nameRequired: 'Name is required.',
  sortOrderNumber: 'Sort order must be a number.',
  sortOrderMinimum: 'Sort order must be 0 or greater.',
} as const;

/** Sort order as typed in a number box: '' means the default 0. */
export type SortOrderValue = string | number;

/** The typed sort order as a number: blank → 0 (the default); NaN when it is not a number. */
export function parseSortOrder(value: SortOrderValue): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? 0 : Number(text);
}

function sortOrderError(value: SortOrderValue): string | undefined {
  const order = parseSortOrder(value);
  if (!Number.isFinite(order)) return CATALOGUE_MESSAGES.sortOrderNumber;
  return order < 0 ? CATALOGUE_MESSAGES.sortOrderMinimum : undefined;
}

const required = (value: string, message: string): string | undefined =>
  isBlank(value) ? message : undefined;

export interface CardGradeFormValues {
  /** Default Home office (0). */
  gradingCompany: GradingCompanyCode;
  score: string;
  code: string;
  name: string;
  sortOrder: SortOrderValue;
}

export function validateCardGradeForm(
  values: CardGradeFormValues,
): FieldErrors<'score' | 'code' | 'sortOrder'> {
  return compact({
    score: required(values.score, CATALOGUE_MESSAGES.scoreRequired),
    code: required(values.code, CATALOGUE_MESSAGES.codeRequired),
    sortOrder: sortOrderError(values.sortOrder),
  });
}

/** Values trimmed; a blank display name is null. */
export const toCardGradeInput = (values: CardGradeFormValues): CardGradeInput => ({
  gradingCompany: values.gradingCompany,
  score: values.score.trim(),
  code: values.code.trim(),
  name: trimToNull(values.name),
  sortOrder: parseSortOrder(values.sortOrder),
});

export interface CardGradeErrorFormValues {
  code: string;
  name: string;
  description: string;
  sortOrder: SortOrderValue;
}

export function validateCardGradeErrorForm(
  values: CardGradeErrorFormValues,
): FieldErrors<'code' | 'name' | 'sortOrder'> {
  return compact({
    code: required(values.code, CATALOGUE_MESSAGES.codeRequired),
    name: required(values.name, CATALOGUE_MESSAGES.nameRequired),
    sortOrder: sortOrderError(values.sortOrder),
  });
}

/** An empty description becomes null. */
export const toCardGradeErrorInput = (values: CardGradeErrorFormValues): CardGradeErrorInput => ({
  code: values.code.trim(),
  name: values.name.trim(),
  description: trimToNull(values.description),
  sortOrder: parseSortOrder(values.sortOrder),
});

export interface CardQualifierFormValues {
  gradingCompany: GradingCompanyCode;
  code: string;
  name: string;
  description: string;
  sortOrder: SortOrderValue;
}

/** The spec does not quote the qualifier form's own messages; it reuses the card grade wording. */
export function validateCardQualifierForm(
  values: CardQualifierFormValues,
): FieldErrors<'code' | 'sortOrder'> {
  return compact({
    code: required(values.code, CATALOGUE_MESSAGES.codeRequired),
    sortOrder: sortOrderError(values.sortOrder),
  });
}

/** Name and description are optional; empty becomes null. */
export const toCardQualifierInput = (values: CardQualifierFormValues): CardQualifierInput => ({
  gradingCompany: values.gradingCompany,
  code: values.code.trim(),
  name: trimToNull(values.name),
  description: trimToNull(values.description),
  sortOrder: parseSortOrder(values.sortOrder),
});

export interface RecommendationFormValues {
  name: string;
  description: string;
}

export function validateRecommendationForm(values: RecommendationFormValues): FieldErrors<'name'> {
  return compact({ name: required(values.name, CATALOGUE_MESSAGES.nameRequired) });
}

/** Description trimmed and null when empty. */
export const toRecommendationInput = (values: RecommendationFormValues): PrescreenRecommendationInput => ({
  name: values.name.trim(),
  description: trimToNull(values.description),
});

import type { CardGrade, CatalogueKind, PrescreenRecommendation } from './catalogue';
import type { GradingCompanyCode } from './status';
import { GRADING_COMPANY_LABELS, gradingCompanyLabel } from './statuses';

const compareIds = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** Catalogue order (seed B §9): sort order, lower first, then id. */
export function compareBySortOrder(
  a: { sortOrder: number; id: string },
  b: { sortOrder: number; id: string },
): number {
  return a.sortOrder - b.sortOrder || compareIds(a.id, b.id);
}

/** Recommendation order (seed B §9): name (ignoring case), then id. */
export function compareByName(a: { name: string; id: string }, b: { name: string; id: string }): number {
  return a.name.trim().localeCompare(b.name.trim(), 'en', { sensitivity: 'base' }) || compareIds(a.id, b.id);
}

export interface CatalogueCounts {
  total: number;
  active: number;
  archived: number;
}

export function catalogueCounts(rows: readonly { isActive: boolean }[]): CatalogueCounts {
  const active = rows.filter((row) => row.isActive).length;
  return { total: rows.length, active, archived: rows.length - active };
}

export const catalogueStatusLabel = (isActive: boolean): string => (isActive ? 'Active' : 'Archived');

/** What a recommendation's archive confirmation calls it: its name, or 'recommendation #id'. */
export const recommendationArchiveName = (recommendation: Pick<PrescreenRecommendation, 'id' | 'name'>) =>
  recommendation.name.trim() || `recommendation #${recommendation.id}`;

/** Qualifier order (seed B §2): grouped by grading company, lower sort order first within each. */
export function compareQualifiers(
  a: { gradingCompany: number; sortOrder: number; id: string },
  b: { gradingCompany: number; sortOrder: number; id: string },
): number {
  return a.gradingCompany - b.gradingCompany || compareBySortOrder(a, b);
}

/** How messages name one record of each catalogue. */
export const CATALOGUE_NOUNS: Readonly<Record<CatalogueKind, string>> = {
  cardGrades: 'card grade',
  cardGradeErrors: 'grade error',
  cardQualifiers: 'card qualifier',
  prescreenRecommendations: 'prescreen recommendation',
};

/** Archived records are kept as they were: changing one needs a Restore first (decision 0335). */
export const CATALOGUE_ARCHIVED_CODE = 'CATALOGUE_RECORD_ARCHIVED';
export const archivedRecordMessage = (kind: CatalogueKind): string =>
  `This ${CATALOGUE_NOUNS[kind]} is archived. Restore it before changing it.`;
export const ARCHIVED_RECOMMENDATION_MESSAGE =
  'That prescreen recommendation is archived. Choose an active one.';

/**
 * What must be unique among a catalogue's active records (decision 0336): the code, within one grading
 * company where the catalogue has companies; a recommendation's name. Compared trimmed, ignoring case.
 */
export const CATALOGUE_DUPLICATE_CODE = 'CATALOGUE_DUPLICATE';

/** A record or an input of any catalogue, read field by field. */
const fieldOf = (record: object, field: string): unknown => (record as Record<string, unknown>)[field];

const sameText = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The message refusing `candidate` (the record `ownId` as it would be saved or restored, or a new one
 * when null) because another active record of the catalogue already has its code (or name), or null.
 */
export function catalogueDuplicateMessage(
  kind: CatalogueKind,
  candidate: object,
  active: readonly object[],
  ownId: string | null,
): string | null {
  const field = kind === 'prescreenRecommendations' ? 'name' : 'code';
  const perCompany = kind === 'cardGrades' || kind === 'cardQualifiers';
  const company = Number(fieldOf(candidate, 'gradingCompany') ?? 0);
  const clash = active.find(
    (record) =>
      String(fieldOf(record, 'id')) !== ownId &&
      sameText(fieldOf(record, field), fieldOf(candidate, field)) &&
      (!perCompany || Number(fieldOf(record, 'gradingCompany') ?? 0) === company),
  );
  if (!clash) return null;
  const value = String(fieldOf(candidate, field)).trim();
  if (field === 'name') return `Another active ${CATALOGUE_NOUNS[kind]} is already named '${value}'.`;
  const scope = perCompany
    ? ` for ${GRADING_COMPANY_LABELS[company as GradingCompanyCode] ?? 'that grading company'}`
    : '';
  return `Another active ${CATALOGUE_NOUNS[kind]}${scope} already has the code '${value}'.`;
}

/**
 * Seed B §9: an estimated grade is one of the active Home office grades, whose score is the value.
 * The contract's field is a whole number (seed B §6), so a score's whole part (9 for 9.5) is the
 * value a client sends for it too (decision 0337).
 */
export function isCatalogueGrade(
  value: number,
  grades: readonly Partial<Record<keyof CardGrade, unknown>>[],
): boolean {
  return grades.some((grade) => {
    if (grade.isActive !== true || Number(grade.gradingCompany) !== 0) return false;
    const score = Number(grade.score);
    return Number.isFinite(score) && (score === value || Math.trunc(score) === value);
  });
}

export const ESTIMATED_GRADE_CODE = 'INVALID_ESTIMATED_GRADE';
export const ESTIMATED_GRADE_MESSAGE = 'Choose an estimated grade from the active Home office card grades.';

/**
 * What a card grade is called where its display name is empty (issue 37, decision 0362): the company
 * and the score, 'PSA 10', as the form's placeholder shows; the display name when there is one.
 */
export const cardGradeDisplayName = (grade: {
  name: string | null;
  gradingCompany: unknown;
  score: string;
}): string =>
  grade.name?.trim() || `${gradingCompanyLabel(grade.gradingCompany)} ${grade.score.trim()}`.trim();

import type { PrescreenRecommendation } from './catalogue';

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

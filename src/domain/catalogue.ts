import type { GradingCompanyCode } from './status';

export interface CardGrade {
  id: string;
  gradingCompany: GradingCompanyCode;
  score: string;
  code: string;
  name: string | null;
  sortOrder: number;
  isActive: boolean;
  /** Bumped by the server on each update (decision 0232). */
  version?: number;
}
export type CardGradeInput = Omit<CardGrade, 'id' | 'isActive'>;

export interface CardGradeError {
  id: string;
  code: string;
  name: string;
  description: string | null;
  sortOrder: number;
  isActive: boolean;
  /** Bumped by the server on each update (decision 0232). */
  version?: number;
}
export type CardGradeErrorInput = Omit<CardGradeError, 'id' | 'isActive'>;

export interface CardQualifier {
  id: string;
  gradingCompany: GradingCompanyCode;
  code: string;
  name: string | null;
  description: string | null;
  sortOrder: number;
  isActive: boolean;
  /** Bumped by the server on each update (decision 0232). */
  version?: number;
}
export type CardQualifierInput = Omit<CardQualifier, 'id' | 'isActive'>;

export interface PrescreenRecommendation {
  id: string;
  name: string;
  description: string | null;
  /** false means archived. */
  isActive: boolean;
  /** Bumped by the server on each update (decision 0232). */
  version?: number;
}
export type PrescreenRecommendationInput = Omit<PrescreenRecommendation, 'id' | 'isActive'>;

/** The four catalogues share five operations; this maps each to its record and input types. */
export interface CatalogueKinds {
  cardGrades: { record: CardGrade; input: CardGradeInput };
  cardGradeErrors: { record: CardGradeError; input: CardGradeErrorInput };
  cardQualifiers: { record: CardQualifier; input: CardQualifierInput };
  prescreenRecommendations: { record: PrescreenRecommendation; input: PrescreenRecommendationInput };
}
export type CatalogueKind = keyof CatalogueKinds;

/** URL segment under /settings for each catalogue. */
export const CATALOGUE_PATHS: Record<CatalogueKind, string> = {
  cardGrades: 'card-grades',
  cardGradeErrors: 'card-grade-errors',
  cardQualifiers: 'card-qualifiers',
  prescreenRecommendations: 'prescreen-recommendations',
};

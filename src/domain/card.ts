import type { GradingDescription } from './cardDescription';

export type CardAssetType = 'composite' | 'thumbnail' | 'front' | 'back';

export interface CardAsset {
  id: string;
  cardId: string;
  type: CardAssetType;
  label: string;
  contentType: string;
  sizeBytes: number;
  objectKey: string;
  url: string;
  uploadedAt: string | null;
}

export interface Card {
  id: string;
  submissionId: string;
  name: string;
  description: string;
  /** What a grading company asks of the card: year, set, subject, card number (decision 0520). */
  gradingDescription: GradingDescription;
  uploadedAt: string | null;
  updatedAt: string | null;
  uploadedBy: string | null;
  assets: CardAsset[];
  prescreenRecommendationTypeId: number | null;
  estimatedGrade: number | null;
  notes: string;
  aiTitle: string | null;
  aiDescription: string | null;
  aiGrade: string | null;
  aiSerialNumber: string | null;
  confidenceScore: number | null;
  imageUrl: string | null;
  imageStatus: string | null;
  /** Review-only fields. */
  previewUrl: string | null;
  prescreenNotes: string | null;
  prescreenMarkup: MarkupStroke[];
  rawNotes: string | null;
}

export interface CardList {
  cards: Card[];
  total: number;
}

/** One card of an upload batch: the composite image plus the original file names. */
export interface CardUpload {
  frontFilename: string;
  backFilename: string;
  composite: Blob;
  /** Name the composite file is sent under. */
  filename: string;
}

export interface UploadResult {
  cardIds: string[];
}

/** Points are fractions 0..1 of the image. */
export interface MarkupPoint {
  x: number;
  y: number;
}

export interface MarkupStroke {
  /** Default orange. */
  color: string;
  /** 1..12, default 2. */
  width: number;
  points: MarkupPoint[];
}

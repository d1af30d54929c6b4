import type { Database } from 'better-sqlite3';
import type { MarkupStroke } from '../../src/domain/card';

export interface CardRow {
  id: number;
  submission_id: number;
  name: string;
  description: string;
  uploaded_at: string | null;
  updated_at: string | null;
  uploaded_by: string | null;
  prescreen_recommendation_type_id: number | null;
  estimated_grade: number | null;
  notes: string | null;
  ai_title: string | null;
  ai_description: string | null;
  ai_grade: string | null;
  ai_serial_number: string | null;
  confidence_score: number | null;
  image_url: string | null;
  image_status: string | null;
}

interface AssetRow {
  id: number;
  card_id: number;
  type: string;
  label: string;
  content_type: string;
  size_bytes: number;
  object_key: string;
  url: string;
  uploaded_at: string | null;
}

export interface NewCard {
  submissionId: number;
  name: string;
  description?: string;
  uploadedAt: string | null;
  updatedAt?: string | null;
  uploadedBy: string | null;
  prescreenRecommendationTypeId?: number | null;
  estimatedGrade?: number | null;
  notes?: string | null;
  aiTitle?: string | null;
  aiDescription?: string | null;
  aiGrade?: string | null;
  aiSerialNumber?: string | null;
  confidenceScore?: number | null;
  imageUrl?: string | null;
  imageStatus?: string | null;
}

export interface NewAsset {
  cardId: number;
  type: string;
  label: string;
  contentType: string;
  sizeBytes: number;
  objectKey: string;
  url: string;
  uploadedAt: string | null;
}

export function insertCard(db: Database, card: NewCard, id?: number): number {
  return Number(
    db
      .prepare(
        `INSERT INTO cards (id, submission_id, name, description, uploaded_at, updated_at, uploaded_by,
           prescreen_recommendation_type_id, estimated_grade, notes, ai_title, ai_description, ai_grade,
           ai_serial_number, confidence_score, image_url, image_status)
         VALUES (${Array(17).fill('?').join(', ')})`,
      )
      .run(
        id ?? null,
        card.submissionId,
        card.name,
        card.description ?? '',
        card.uploadedAt,
        card.updatedAt ?? card.uploadedAt,
        card.uploadedBy,
        card.prescreenRecommendationTypeId ?? null,
        card.estimatedGrade ?? null,
        card.notes ?? null,
        card.aiTitle ?? null,
        card.aiDescription ?? null,
        card.aiGrade ?? null,
        card.aiSerialNumber ?? null,
        card.confidenceScore ?? null,
        card.imageUrl ?? null,
        card.imageStatus ?? null,
      ).lastInsertRowid,
  );
}

export function insertAsset(db: Database, asset: NewAsset, id?: number): number {
  return Number(
    db
      .prepare(
        `INSERT INTO card_assets (id, card_id, type, label, content_type, size_bytes, object_key, url, uploaded_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id ?? null,
        asset.cardId,
        asset.type,
        asset.label,
        asset.contentType,
        asset.sizeBytes,
        asset.objectKey,
        asset.url,
        asset.uploadedAt,
      ).lastInsertRowid,
  );
}

export function findCardRow(db: Database, id: number): CardRow | null {
  return db.prepare<[number], CardRow>('SELECT * FROM cards WHERE id = ?').get(id) ?? null;
}

export function cardsOfSubmission(db: Database, submissionId: number): CardRow[] {
  return db
    .prepare<[number], CardRow>('SELECT * FROM cards WHERE submission_id = ? ORDER BY id')
    .all(submissionId);
}

/** The content type recorded for an uploaded object, or null when no card asset has that key. */
export function assetContentType(db: Database, objectKey: string): string | null {
  return (
    db
      .prepare<[string], { content_type: string }>(
        'SELECT content_type FROM card_assets WHERE object_key = ? LIMIT 1',
      )
      .get(objectKey)?.content_type ?? null
  );
}

export function savePrescreen(
  db: Database,
  id: number,
  values: {
    prescreenRecommendationTypeId: number | null;
    estimatedGrade: number | null;
    notes: string | null;
  },
  at: Date,
): void {
  db.prepare(
    `UPDATE cards SET prescreen_recommendation_type_id = ?, estimated_grade = ?, notes = ?, updated_at = ?
     WHERE id = ?`,
  ).run(values.prescreenRecommendationTypeId, values.estimatedGrade, values.notes, at.toISOString(), id);
}

/** Prescreen notes are one text: plain, or JSON {text, markup} when drawing markup was saved. */
function splitNotes(notes: string | null): { text: string | null; markup: MarkupStroke[] } {
  if (!notes) return { text: null, markup: [] };
  try {
    const parsed: unknown = JSON.parse(notes);
    if (typeof parsed === 'object' && parsed !== null && 'markup' in parsed && Array.isArray(parsed.markup)) {
      const text = 'text' in parsed && typeof parsed.text === 'string' ? parsed.text : null;
      // Strokes are the client's own JSON, passed back as saved; the client validates them on read.
      return { text: text || null, markup: parsed.markup as MarkupStroke[] };
    }
  } catch {
    // Plain text notes.
  }
  return { text: notes, markup: [] };
}

export function cardPayload(db: Database, row: CardRow) {
  const assets = db
    .prepare<[number], AssetRow>('SELECT * FROM card_assets WHERE card_id = ? ORDER BY id')
    .all(row.id)
    .map((asset) => ({
      id: asset.id,
      cardId: asset.card_id,
      type: asset.type,
      label: asset.label,
      contentType: asset.content_type,
      sizeBytes: asset.size_bytes,
      objectKey: asset.object_key,
      url: asset.url,
      uploadedAt: asset.uploaded_at,
    }));
  const image =
    row.image_url ?? assets.find((asset) => asset.type === 'composite')?.url ?? assets[0]?.url ?? null;
  const preview = assets.find((asset) => asset.type === 'thumbnail')?.url ?? image;
  const { text, markup } = splitNotes(row.notes);
  return {
    id: row.id,
    submissionId: row.submission_id,
    name: row.name,
    description: row.description,
    uploadedAt: row.uploaded_at,
    updatedAt: row.updated_at,
    uploadedBy: row.uploaded_by,
    assets,
    prescreenRecommendationTypeId: row.prescreen_recommendation_type_id,
    estimatedGrade: row.estimated_grade,
    notes: row.notes ?? '',
    aiTitle: row.ai_title,
    aiDescription: row.ai_description,
    aiGrade: row.ai_grade,
    aiSerialNumber: row.ai_serial_number,
    confidenceScore: row.confidence_score,
    imageUrl: image,
    imageStatus: row.image_status,
    previewUrl: preview,
    prescreenNotes: text,
    prescreenMarkup: markup,
    rawNotes: row.notes,
  };
}

import type { Database } from 'better-sqlite3';
import type { NewAsset, NewCard } from '../store/cards';

// The seed's synchronous inserts (inside its one SQLite transaction); routes use the card store.

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

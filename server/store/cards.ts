import type { MarkupStroke } from '../../src/domain/card';
import type { GradingDescription } from '../../src/domain/cardDescription';
import type { Selectable } from 'kysely';
import type { Db } from './database';
import type { CardAssetsTable, CardsTable } from './schema';
import { inTransaction } from './transaction';

/** Rows as the tables hold them (server/store/schema.ts). */
export type CardRow = Selectable<CardsTable>;
type AssetRow = Selectable<CardAssetsTable>;

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
  gradingDescription?: GradingDescription;
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

export interface PrescreenValues {
  prescreenRecommendationTypeId: number | null;
  estimatedGrade: number | null;
  notes: string | null;
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

/** The card's year, set, subject and card number as one value (decision 0520). */
export const gradingDescriptionOf = (row: CardRow): GradingDescription => ({
  year: row.card_year,
  set: row.card_set,
  subject: row.card_subject,
  cardNumber: row.card_number,
});

function cardOf(row: CardRow, assetRows: readonly AssetRow[]) {
  const assets = assetRows.map((asset) => ({
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
    gradingDescription: gradingDescriptionOf(row),
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

export type CardPayload = ReturnType<typeof cardOf>;

/** A card's columns (no id): for a new card and for the seed's sample cards alike. */
export function cardColumns(card: NewCard) {
  return {
    submission_id: card.submissionId,
    name: card.name,
    description: card.description ?? '',
    uploaded_at: card.uploadedAt,
    updated_at: card.updatedAt ?? card.uploadedAt,
    uploaded_by: card.uploadedBy,
    prescreen_recommendation_type_id: card.prescreenRecommendationTypeId ?? null,
    estimated_grade: card.estimatedGrade ?? null,
    notes: card.notes ?? null,
    ai_title: card.aiTitle ?? null,
    ai_description: card.aiDescription ?? null,
    ai_grade: card.aiGrade ?? null,
    ai_serial_number: card.aiSerialNumber ?? null,
    confidence_score: card.confidenceScore ?? null,
    image_url: card.imageUrl ?? null,
    image_status: card.imageStatus ?? null,
    ...(card.gradingDescription
      ? {
          card_year: card.gradingDescription.year,
          card_set: card.gradingDescription.set,
          card_subject: card.gradingDescription.subject,
          card_number: card.gradingDescription.cardNumber,
        }
      : {}),
  };
}

export function assetColumns(asset: NewAsset) {
  return {
    card_id: asset.cardId,
    type: asset.type,
    label: asset.label,
    content_type: asset.contentType,
    size_bytes: asset.sizeBytes,
    object_key: asset.objectKey,
    url: asset.url,
    uploaded_at: asset.uploadedAt,
  };
}

/** Cards and their asset rows (the image bytes live in the upload storage): the one place their SQL lives. */
export function cardStore(db: Db) {
  /** Payloads with their assets (by id), in one more query however many cards. */
  const payloads = async (rows: readonly CardRow[]): Promise<CardPayload[]> => {
    if (rows.length === 0) return [];
    const assets = await db
      .selectFrom('card_assets')
      .selectAll()
      .where(
        'card_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) =>
      cardOf(
        row,
        assets.filter((asset) => asset.card_id === row.id),
      ),
    );
  };

  return {
    async find(id: number): Promise<CardRow | null> {
      return (await db.selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async payload(row: CardRow): Promise<CardPayload> {
      const [payload] = await payloads([row]);
      if (!payload) throw new Error(`Card ${row.id} has no payload`);
      return payload;
    },

    /** The cards with these ids, in id order. */
    async withIds(ids: readonly number[]): Promise<CardPayload[]> {
      if (ids.length === 0) return [];
      return payloads(
        await db.selectFrom('cards').selectAll().where('id', 'in', ids).orderBy('id').execute(),
      );
    },

    /** A submission's cards in upload order. */
    async ofSubmission(submissionId: number): Promise<CardPayload[]> {
      const rows = await db
        .selectFrom('cards')
        .selectAll()
        .where('submission_id', '=', submissionId)
        .orderBy('id')
        .execute();
      return payloads(rows);
    },

    /** Uploaded cards, each with its one asset, all in one transaction; answers the new card ids. */
    addWithAssets(entries: readonly { card: NewCard; asset: Omit<NewAsset, 'cardId'> }[]): Promise<number[]> {
      return inTransaction(db, async (trx) => {
        const ids: number[] = [];
        for (const { card, asset } of entries) {
          const row = await trx
            .insertInto('cards')
            .values(cardColumns(card))
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('card_assets')
            .values(assetColumns({ ...asset, cardId: row.id }))
            .execute();
          ids.push(row.id);
        }
        return ids;
      });
    },

    /** The content type recorded for an uploaded object, or null when no card asset has that key. */
    async assetContentType(objectKey: string): Promise<string | null> {
      const row = await db
        .selectFrom('card_assets')
        .select('content_type')
        .where('object_key', '=', objectKey)
        .limit(1)
        .executeTakeFirst();
      return row?.content_type ?? null;
    },

    /** A card's grading description as typed (already checked and normalised). */
    async describe(id: number, description: GradingDescription, at: Date): Promise<void> {
      await db
        .updateTable('cards')
        .set({
          card_year: description.year,
          card_set: description.set,
          card_subject: description.subject,
          card_number: description.cardNumber,
          updated_at: at.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    async savePrescreen(id: number, values: PrescreenValues, at: Date): Promise<void> {
      await db
        .updateTable('cards')
        .set({
          prescreen_recommendation_type_id: values.prescreenRecommendationTypeId,
          estimated_grade: values.estimatedGrade,
          notes: values.notes,
          updated_at: at.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type CardStore = ReturnType<typeof cardStore>;

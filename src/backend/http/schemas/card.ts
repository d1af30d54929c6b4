import * as v from 'valibot';
import type { Card, CardAsset, CardAssetType, CardList, MarkupStroke } from '../../../domain/card';
import { firstOf, idSchema, isRecord, keepValid, optId, optNumber, optText, withRequiredId } from './fields';
import { gradingDescriptionSchema } from './gradingDescription';
import { listOf } from './list';
import { parsePayload } from './parse';

const ASSET_TYPES: readonly CardAssetType[] = ['composite', 'thumbnail', 'front', 'back'];

const assetSchema = v.pipe(
  v.looseObject({
    id: idSchema,
    cardId: optId,
    type: optText,
    label: optText,
    contentType: optText,
    sizeBytes: optNumber,
    objectKey: optText,
    url: optText,
    uploadedAt: optText,
  }),
  v.check(
    (raw) => ASSET_TYPES.includes((raw.type ?? '').toLowerCase() as CardAssetType),
    'Unknown asset type',
  ),
  v.transform((raw): CardAsset => ({
    id: raw.id,
    cardId: raw.cardId ?? '',
    type: (raw.type ?? '').toLowerCase() as CardAssetType,
    label: raw.label ?? '',
    contentType: raw.contentType ?? '',
    sizeBytes: Math.max(0, raw.sizeBytes ?? 0),
    objectKey: raw.objectKey ?? '',
    url: raw.url ?? '',
    uploadedAt: raw.uploadedAt ?? null,
  })),
);

const fraction = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Markup strokes: colour (default orange), width 1..12 (default 2), points as fractions 0..1 of the image. */
const strokeSchema = v.pipe(
  v.looseObject({
    color: optText,
    width: optNumber,
    // Points outside the image are ignored.
    points: keepValid(v.object({ x: fraction, y: fraction })),
  }),
  v.transform((raw): MarkupStroke => ({
    color: raw.color?.trim() || 'orange',
    width: clamp(raw.width ?? 2, 1, 12),
    points: (raw.points ?? []).map((point) => ({ x: clamp(point.x, 0, 1), y: clamp(point.y, 0, 1) })),
  })),
);

const strokesSchema = keepValid(strokeSchema);

/** Markup may come as strokes, as JSON text of strokes, or as an object holding them under markup. */
function readMarkup(value: unknown): MarkupStroke[] {
  let source = value;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source) as unknown;
    } catch {
      return [];
    }
  }
  if (isRecord(source)) source = source.markup;
  return v.parse(strokesSchema, source) ?? [];
}

const cardSchema = v.pipe(
  v.looseObject({
    id: optId,
    cardId: optId,
    submissionId: optId,
    name: optText,
    description: optText,
    gradingDescription: gradingDescriptionSchema,
    uploadedAt: optText,
    updatedAt: optText,
    uploadedBy: optText,
    assets: keepValid(assetSchema),
    prescreenRecommendationTypeId: optNumber,
    estimatedGrade: optNumber,
    notes: optText,
    aiTitle: optText,
    aiDescription: optText,
    aiGrade: optText,
    aiSerialNumber: optText,
    confidenceScore: optNumber,
    imageUrl: optText,
    imageStatus: optText,
    previewUrl: optText,
    prescreenNotes: optText,
    prescreenMarkup: v.optional(v.unknown()),
    rawNotes: optText,
  }),
  withRequiredId((raw) => firstOf(raw.id, raw.cardId), 'A card has no id'),
  v.transform(({ raw, id }): Card => {
    const grade = raw.estimatedGrade;
    return {
      id,
      submissionId: raw.submissionId ?? '',
      name: raw.name ?? '',
      description: raw.description ?? '',
      gradingDescription: raw.gradingDescription,
      uploadedAt: raw.uploadedAt ?? null,
      updatedAt: raw.updatedAt ?? null,
      uploadedBy: raw.uploadedBy ?? null,
      assets: raw.assets ?? [],
      prescreenRecommendationTypeId: raw.prescreenRecommendationTypeId ?? null,
      estimatedGrade: grade !== undefined && Number.isInteger(grade) ? grade : null,
      notes: raw.notes ?? '',
      aiTitle: raw.aiTitle ?? null,
      aiDescription: raw.aiDescription ?? null,
      aiGrade: raw.aiGrade ?? null,
      aiSerialNumber: raw.aiSerialNumber ?? null,
      confidenceScore: raw.confidenceScore ?? null,
      imageUrl: raw.imageUrl ?? null,
      imageStatus: raw.imageStatus ?? null,
      previewUrl: raw.previewUrl ?? null,
      prescreenNotes: raw.prescreenNotes ?? null,
      prescreenMarkup: readMarkup(raw.prescreenMarkup),
      rawNotes: raw.rawNotes ?? null,
    };
  }),
);

const cardListSchema = listOf(cardSchema, ['cards', 'items', 'data', 'Data', 'results']);

export const parseCard = (payload: unknown): Card => parsePayload(cardSchema, payload, 'CARD_PARSE_ERROR');

/** GET .../cards: cards (or items, data, results) with total; an empty answer is no cards. */
export function parseCardList(payload: unknown): CardList {
  const list = parsePayload(cardListSchema, payload, 'CARD_PARSE_ERROR');
  return { cards: list.items, total: list.total };
}

const uploadSchema = v.looseObject({
  cardIds: v.optional(v.nullable(v.array(idSchema))),
  ids: v.optional(v.nullable(v.array(idSchema))),
  cards: v.optional(v.nullable(v.array(v.looseObject({ id: idSchema })))),
});

/** The upload answer may list the new card ids (cardIds, ids, or cards with ids); it may also be empty. */
export function parseUploadResult(payload: unknown): { cardIds: string[] } {
  if (payload === null) return { cardIds: [] };
  const source = Array.isArray(payload) ? { cardIds: payload } : payload;
  const raw = parsePayload(uploadSchema, source, 'CARD_PARSE_ERROR');
  return { cardIds: raw.cardIds ?? raw.ids ?? raw.cards?.map((card) => card.id) ?? [] };
}

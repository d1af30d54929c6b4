import type { Card, MarkupPoint, MarkupStroke } from './card';
import type { CardGrade, PrescreenRecommendation } from './catalogue';

/** Seed B §9 stroke defaults. */
export const STROKE_COLOR = 'orange';
export const STROKE_WIDTH = 2;
export const STROKE_WIDTH_MIN = 1;
export const STROKE_WIDTH_MAX = 12;
/** A new point is kept only when it moved more than this fraction of the image (seed B §9). */
export const STROKE_MIN_STEP = 0.0015;

/** What a prescreener decides about one card: saved on the card, or a draft of it. */
export interface PrescreenValues {
  recommendationId: number | null;
  estimatedGrade: number | null;
  notes: string;
  markup: MarkupStroke[];
}

export const EMPTY_PRESCREEN_VALUES: PrescreenValues = {
  recommendationId: null,
  estimatedGrade: null,
  notes: '',
  markup: [],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const inImage = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/** A point inside the image, or null: points outside 0–1 are ignored (seed B §5). */
function readPoint(value: unknown): MarkupPoint | null {
  if (!isRecord(value) || !inImage(value.x) || !inImage(value.y)) return null;
  return { x: value.x, y: value.y };
}

/** A stroke with the §9 defaults filled in; null when it is not a stroke or keeps no point. */
function readStroke(value: unknown): MarkupStroke | null {
  if (!isRecord(value) || !Array.isArray(value.points)) return null;
  const points = value.points.map(readPoint).filter((point): point is MarkupPoint => point !== null);
  if (points.length === 0) return null;
  const width =
    typeof value.width === 'number' && Number.isFinite(value.width)
      ? Math.min(STROKE_WIDTH_MAX, Math.max(STROKE_WIDTH_MIN, value.width))
      : STROKE_WIDTH;
  const color = typeof value.color === 'string' && value.color.trim() !== '' ? value.color : STROKE_COLOR;
  return { color, width, points };
}

/** Only strokes that keep at least one point inside the image. */
export const cleanMarkup = (strokes: readonly unknown[]): MarkupStroke[] =>
  strokes.map(readStroke).filter((stroke): stroke is MarkupStroke => stroke !== null);

/**
 * Reads the one notes text of seed B §3: JSON {text, markup} when a drawing was saved, otherwise the
 * plain notes as typed. Text that only looks like JSON (malformed, or another shape) is read as notes.
 */
export function decodePrescreenNotes(raw: string | null | undefined): {
  text: string;
  markup: MarkupStroke[];
} {
  const notes = raw ?? '';
  if (!notes.trimStart().startsWith('{')) return { text: notes, markup: [] };
  try {
    const parsed: unknown = JSON.parse(notes);
    if (!isRecord(parsed) || !Array.isArray(parsed.markup)) return { text: notes, markup: [] };
    const text = typeof parsed.text === 'string' ? parsed.text : '';
    return { text, markup: cleanMarkup(parsed.markup) };
  } catch {
    return { text: notes, markup: [] };
  }
}

/** The notes sent on save: plain text without a drawing, JSON {text, markup} with one; empty is null. */
export function encodePrescreenNotes(text: string, markup: readonly MarkupStroke[]): string | null {
  const strokes = cleanMarkup(markup);
  if (strokes.length > 0) return JSON.stringify({ text, markup: strokes });
  return text === '' ? null : text;
}

/** The values saved on a card, read from whichever notes fields the backend filled. */
export function savedPrescreenValues(card: Card): PrescreenValues {
  const decoded = decodePrescreenNotes(card.rawNotes ?? card.notes);
  const markup = card.prescreenMarkup.length > 0 ? cleanMarkup(card.prescreenMarkup) : decoded.markup;
  return {
    recommendationId: card.prescreenRecommendationTypeId,
    estimatedGrade: card.estimatedGrade,
    notes: card.prescreenNotes ?? decoded.text,
    markup,
  };
}

export const samePrescreenValues = (a: PrescreenValues, b: PrescreenValues): boolean =>
  a.recommendationId === b.recommendationId &&
  a.estimatedGrade === b.estimatedGrade &&
  a.notes === b.notes &&
  JSON.stringify(a.markup) === JSON.stringify(b.markup);

/** Adds a pointer position to a stroke being drawn, unless it is outside the image or too close. */
export function extendStroke(stroke: MarkupStroke, point: MarkupPoint): MarkupStroke {
  if (!inImage(point.x) || !inImage(point.y)) return stroke;
  const last = stroke.points.at(-1);
  if (last && Math.hypot(point.x - last.x, point.y - last.y) <= STROKE_MIN_STEP) return stroke;
  return { ...stroke, points: [...stroke.points, point] };
}

/** A new stroke starting at a point (orange, width 2 unless given). */
export const startStroke = (
  point: MarkupPoint,
  width = STROKE_WIDTH,
  color = STROKE_COLOR,
): MarkupStroke => ({
  color,
  width: Math.min(STROKE_WIDTH_MAX, Math.max(STROKE_WIDTH_MIN, width)),
  points: inImage(point.x) && inImage(point.y) ? [point] : [],
});

export interface PrescreenOption {
  value: number;
  label: string;
}

/** Seed B §9: active recommendations only, by name then id; unnamed ones read 'Recommendation {id}'. */
export function recommendationOptions(items: readonly PrescreenRecommendation[]): PrescreenOption[] {
  return items
    .filter((item) => item.isActive && Number.isFinite(Number(item.id)))
    .map((item) => ({
      value: Math.trunc(Number(item.id)),
      label: item.name.trim() || `Recommendation ${item.id}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label) || a.value - b.value);
}

/** The label of a saved recommendation, also when it is archived or unknown. */
export const recommendationLabel = (options: readonly PrescreenOption[], id: number): string =>
  options.find((option) => option.value === id)?.label ?? `Recommendation ${id}`;

/** Seed B §9: active Home office grades (company 0), the score as the value, highest score first. */
export function gradeOptions(grades: readonly CardGrade[]): PrescreenOption[] {
  const seen = new Set<number>();
  return grades
    .filter((grade) => grade.isActive && grade.gradingCompany === 0)
    .map((grade) => ({
      value: Number(grade.score),
      label: grade.name?.trim() ? `${grade.score} · ${grade.name.trim()}` : grade.score,
    }))
    .filter((option) => Number.isFinite(option.value) && !seen.has(option.value) && seen.add(option.value))
    .sort((a, b) => b.value - a.value);
}

/** Seed B §2: AI title, then the description, then 'Card'. */
export const prescreenCardTitle = (card: Pick<Card, 'aiTitle' | 'description'>): string =>
  card.aiTitle?.trim() || card.description.trim() || 'Card';

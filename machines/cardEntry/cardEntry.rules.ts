import {
  GRADING_DESCRIPTION_FIELDS,
  gradingDescriptionProblems,
  normaliseGradingDescription,
} from '../../src/domain/cardDescription';
import { typedDeclaredValueProblem } from '../../src/domain/declaredValue';
import type { CardEntryContext, EntryCheck, EntryValues } from './cardEntry.types';

/** The fields each row has, in the order Tab goes through them. */
export const entryFields = (check: EntryCheck): readonly string[] =>
  check.kind === 'description' ? GRADING_DESCRIPTION_FIELDS : ['declaredValue'];

const described = (values: EntryValues) => ({
  year: values.year ?? '',
  set: values.set ?? '',
  subject: values.subject ?? '',
  cardNumber: values.cardNumber ?? '',
});

/** Why a row's values cannot be saved, by field (the server's texts); empty when they can. */
export function rowProblems(check: EntryCheck, values: EntryValues): Partial<Record<string, string>> {
  if (check.kind === 'description') return gradingDescriptionProblems(described(values));
  const problem = typedDeclaredValueProblem(check.service, values.declaredValue ?? '');
  return problem ? { declaredValue: problem } : {};
}

/** What a save keeps of what was sent: the description normalised, the amount as a number writes it. */
export function keptValues(check: EntryCheck, values: EntryValues): EntryValues {
  if (check.kind === 'description') return { ...normaliseGradingDescription(described(values)) };
  return { declaredValue: String(Number(values.declaredValue)) };
}

export const savedValues = (context: Pick<CardEntryContext, 'rows'>, rowId: string): EntryValues =>
  context.rows.find((row) => row.id === rowId)?.values ?? {};

/** What the row's fields show: the draft, else the saved values. */
export const shownValues = (context: Pick<CardEntryContext, 'rows' | 'drafts'>, rowId: string): EntryValues =>
  context.drafts[rowId] ?? savedValues(context, rowId);

export const sameValues = (check: EntryCheck, a: EntryValues, b: EntryValues): boolean =>
  entryFields(check).every((field) => (a[field] ?? '') === (b[field] ?? ''));

/**
 * A row can be saved when something was typed, the rules take it, and it is not already waiting or
 * being sent as it is.
 */
export function canSave(context: CardEntryContext, rowId: string): boolean {
  const draft = context.drafts[rowId];
  if (!draft) return false;
  const beingSent =
    context.sending?.rowId === rowId && sameValues(context.check, draft, context.sending.values);
  return (
    Object.keys(rowProblems(context.check, draft)).length === 0 &&
    !context.queue.includes(rowId) &&
    !beingSent
  );
}

/** The messages of a failed save: the server's reasons when it gave them. */
export function problemsOf(error: unknown): string[] {
  if (typeof error === 'object' && error !== null && 'messages' in error) {
    const messages = (error as { messages: unknown }).messages;
    if (Array.isArray(messages) && messages.length > 0) return messages.map(String);
  }
  return [SAVE_FAILED];
}

export const SAVE_FAILED = 'Not saved. Check the connection and press Enter again.';

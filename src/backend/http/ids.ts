import * as v from 'valibot';
import { AppError, type AppErrorCode } from '../../domain/errors';
import { idSchema, isRecord } from './schemas/fields';

/** Ids are strings in the domain; an empty or blank one is refused before any request is sent. */
export function requireId(id: string | null | undefined, code: AppErrorCode, message: string): string {
  const trimmed = typeof id === 'string' ? id.trim() : '';
  if (trimmed === '') throw new AppError(code, message);
  return trimmed;
}

/** Whole numbers as the contract sends them; null when the text is not one. */
export function toWholeNumber(id: string | null | undefined): number | null {
  const trimmed = typeof id === 'string' ? id.trim() : '';
  return /^\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : null;
}

/** For bodies: the contract's numeric ids go out as numbers; anything else is sent as given. */
export function idForBody(id: string | null | undefined): number | string | null {
  if (id === null || id === undefined || id.trim() === '') return null;
  return toWholeNumber(id) ?? id.trim();
}

/** The id a create call answers with: a bare id, or an object holding it under id / Id. */
export function readCreatedId(payload: unknown): string | null {
  const candidate = isRecord(payload) ? (payload.id ?? payload.Id) : payload;
  const parsed = v.safeParse(idSchema, candidate);
  return parsed.success ? parsed.output : null;
}

/** One path segment; ids never change the path's shape. */
export const segment = (id: string) => encodeURIComponent(id);

import { isRecord } from './schemas/fields';

/** Texts that say nothing the fallback message does not say better. */
const GENERIC_MESSAGES = new Set(['request failed', 'bad request']);

/** Where servers put human-readable messages, in the order they are read. */
const MESSAGE_KEYS = [
  'messages',
  'errors',
  'error-messages',
  'errorMessages',
  'description',
  'detail',
  'message',
  'title',
  'error',
] as const;

/** Under these keys an object is a map of field name → messages ({errors: {Email: ['Taken']}}). */
const MAP_KEYS = new Set<string>(['messages', 'errors', 'error-messages', 'errorMessages']);

const MAX_DEPTH = 4;

/**
 * Collects the messages a server sent in an error or wrapped-failure body: strings found under
 * messages, errors, error-messages and the description, detail, message, title and error fields, up to
 * four levels deep. Generic texts ('Request failed', 'Bad Request') are dropped and duplicates removed,
 * so what is left is worth showing to the user.
 */
export function gatherServerMessages(body: unknown): string[] {
  const found = new Set<string>();

  const visit = (value: unknown, depth: number, isFieldMap: boolean): void => {
    if (depth > MAX_DEPTH) return;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text !== '' && !GENERIC_MESSAGES.has(text.replace(/\.$/, '').toLowerCase())) found.add(text);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1, false);
      return;
    }
    if (!isRecord(value)) return;
    if (isFieldMap) {
      for (const item of Object.values(value)) visit(item, depth + 1, false);
      return;
    }
    for (const key of MESSAGE_KEYS) {
      if (key in value) visit(value[key], depth + 1, MAP_KEYS.has(key));
    }
  };

  visit(body, 0, false);
  return [...found];
}

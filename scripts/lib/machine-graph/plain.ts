/**
 * Converts a value into plain JSON data: errors keep their name, code and message, actor refs
 * become `{ actor: id }`, functions and symbols are dropped, cycles and deep nesting are cut.
 * Used to compare the model with the real actor and to print events for QA.
 */
export function toPlain(value: unknown, depth = 12, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'undefined' || typeof value === 'function' || typeof value === 'symbol')
    return undefined;
  if (typeof value === 'bigint') return value.toString();
  if (depth <= 0) return '[Truncated]';
  const object = value as Record<string, unknown>;
  if (seen.has(object)) return '[Circular]';
  seen.add(object);
  try {
    if (value instanceof Error) {
      const error: Record<string, unknown> = { name: value.name, message: value.message };
      for (const key of ['code', 'status', 'messages'] as const) {
        const field = (value as unknown as Record<string, unknown>)[key];
        if (field !== undefined && !(Array.isArray(field) && field.length === 0)) {
          error[key] = toPlain(field, depth - 1, seen);
        }
      }
      return error;
    }
    if (value instanceof Date) return value.toISOString();
    // Files and blobs (card photos) are told apart by name, type and size, not their bytes.
    if (typeof File !== 'undefined' && value instanceof File) {
      return { file: value.name, type: value.type, size: value.size };
    }
    if (typeof Blob !== 'undefined' && value instanceof Blob) return { blob: value.type, size: value.size };
    if (isActorRef(value)) return { actor: value.id };
    if (Array.isArray(value)) return value.map((item) => toPlain(item, depth - 1, seen) ?? null);
    if (value instanceof Map) return toPlain(Object.fromEntries(value), depth - 1, seen);
    if (value instanceof Set) return toPlain([...value], depth - 1, seen);
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(object)) {
      const plain = toPlain(field, depth - 1, seen);
      if (plain !== undefined) result[key] = plain;
    }
    return result;
  } finally {
    seen.delete(object);
  }
}

function isActorRef(value: unknown): value is { id: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { send?: unknown }).send === 'function' &&
    typeof (value as { getSnapshot?: unknown }).getSnapshot === 'function' &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

/** JSON with sorted keys, so equal data always serialises the same way. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeys(toPlain(value)));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

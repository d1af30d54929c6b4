import * as v from 'valibot';

/**
 * Lenient building blocks for payload schemas. Servers differ in spelling and in how they encode
 * scalars (ids as numbers or strings, counts as numeric strings), so each optional field accepts the
 * usual encodings and turns anything malformed into `undefined`; the record schema then picks the
 * first alternative name that is present and applies its default. Flat records with nothing to work
 * out give each field its default directly instead (textOrEmpty, numberOrZero, …) in an object schema.
 * Only the fields a record cannot exist without (its id) make a parse fail.
 */

/** Missing, null or malformed becomes undefined instead of failing the whole record. */
export function lenient<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.optional(schema), undefined);
}

/** An id sent as a number or a non-empty string, normalised to a string. */
export const idSchema = v.pipe(
  v.union([v.pipe(v.string(), v.trim(), v.nonEmpty()), v.pipe(v.number(), v.finite())]),
  v.transform((value) => String(value)),
);

export const optId = lenient(idSchema);

/** Text; numbers are accepted and written out (a score of 10 is the text '10'). */
const textSchema = v.union([
  v.string(),
  v.pipe(
    v.number(),
    v.finite(),
    v.transform((value) => String(value)),
  ),
]);

export const optText = lenient(textSchema);

/** Text that reads as '' (or null) when it is missing, null or malformed. */
export const textOrEmpty = v.fallback(v.nullish(textSchema, ''), '');
export const textOrNull = v.fallback(v.nullish(textSchema, null), null);

/** A finite number, or a string holding one ('12'). */
const numberSchema = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number), v.number(), v.finite()),
]);

export const optNumber = lenient(numberSchema);

/** A record's version when the server sends one (decision 0232), as an entry to spread. */
export const versionEntry = (version: number | null | undefined): { version?: number } =>
  typeof version === 'number' && Number.isInteger(version) ? { version } : {};

/** A number that reads as 0 (or null) when it is missing, null or malformed. */
export const numberOrZero = v.fallback(v.nullish(numberSchema, 0), 0);
export const numberOrNull = v.fallback(v.nullish(numberSchema, null), null);

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
  }
  return undefined;
}

/** true/false, 1/0 or their text forms. */
export const optBoolean = lenient(v.pipe(v.unknown(), v.transform(toBoolean)));

/** A flag that reads as `fallback` when it is missing, null or unreadable. */
export const booleanOr = (fallback: boolean) =>
  v.nullish(
    v.pipe(
      v.unknown(),
      v.transform((value) => toBoolean(value) ?? fallback),
    ),
    fallback,
  );

/**
 * A list whose unreadable entries are dropped: one bad asset, batch or id should not hide the whole
 * record. A missing or malformed list is undefined, like any lenient field.
 */
export function keepValid<const TItem extends v.GenericSchema>(item: TItem) {
  return lenient(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items) =>
        items.flatMap((entry): v.InferOutput<TItem>[] => {
          const parsed = v.safeParse(item, entry);
          return parsed.success ? [parsed.output] : [];
        }),
      ),
    ),
  );
}

/** A list of texts; entries that are not text (or numbers) are dropped rather than failing the record. */
export const optTexts = keepValid(textSchema);

/**
 * A pipe step for records whose id the server may send under several names (id or stepId, …). `idOf`
 * picks it; a record without one fails with `message`, because nothing can be done with a record that
 * cannot be referred to. The next step receives the record and its id.
 */
export function withRequiredId<TRaw>(idOf: (raw: TRaw) => string | undefined, message: string) {
  return v.rawTransform<TRaw, { raw: TRaw; id: string }>(({ dataset, addIssue, NEVER }) => {
    const id = idOf(dataset.value);
    if (id === undefined) {
      addIssue({ message });
      return NEVER;
    }
    return { raw: dataset.value, id };
  });
}

/** The first value that is present, for fields the server may send under several names. */
export function firstOf<T>(...values: readonly (T | undefined)[]): T | undefined {
  return values.find((value) => value !== undefined);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Non-negative whole count; anything else is 0. */
export function toCount(value: number | undefined): number {
  return value !== undefined && value > 0 ? Math.floor(value) : 0;
}

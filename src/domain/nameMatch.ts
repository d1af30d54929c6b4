/**
 * How a typed name finds a person, the same everywhere (the customers directory, the submission form's
 * customer lookup, the submissions search, the global search; the demo backend and the server): the
 * text is split into words, and every word must occur, ignoring case, in the first or the last name.
 * So a single word finds a first name or a last name, 'ada love' finds Ada Lovelace, and so does
 * 'lovelace ada'. Blank text matches nobody: a name search always says what it wants.
 */

/** The typed text as lower-cased words; none for blank text. */
export function nameSearchWords(text: string | null | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** Whether every word of the text occurs in one of the name's parts (first name, last name…). */
export function matchesName(
  parts: readonly (string | null | undefined)[],
  text: string | null | undefined,
): boolean {
  const words = nameSearchWords(text);
  if (words.length === 0) return false;
  const names = parts.map((part) => (part ?? '').toLowerCase());
  return words.every((word) => names.some((name) => name.includes(word)));
}

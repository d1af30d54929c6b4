import type { PrescreenOption } from '../../domain/prescreenNotes';

/** Letters the review already uses: Save, Next, Previous, Annotate, undo (Z). */
const RESERVED = new Set(['s', 'n', 'p', 'a', 'z']);

/** A letter per recommendation: the first letter of its name not taken yet (none when all are). */
export function recommendationKeys(options: readonly PrescreenOption[]): Map<number, string> {
  const used = new Set(RESERVED);
  const keys = new Map<number, string>();
  for (const option of options) {
    const letter = [...option.label.toLowerCase()].find((char) => /[a-z]/.test(char) && !used.has(char));
    if (!letter) continue;
    used.add(letter);
    keys.set(option.value, letter);
  }
  return keys;
}

/** Keys typed into a field belong to the field (seed B §2), except these shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export const SHORTCUTS: ReadonlyArray<{ keys: string; action: string }> = [
  { keys: '← / P', action: 'Previous card' },
  { keys: '→ / N', action: 'Next card' },
  { keys: '1–9', action: 'Estimated grade (0: No grade)' },
  { keys: 'Letter beside a recommendation', action: 'Pick that recommendation' },
  { keys: 'S or Ctrl+Enter', action: 'Save (Ctrl+Enter also inside a field)' },
  { keys: 'A', action: 'Annotate on or off' },
  { keys: 'Z', action: 'Undo the last stroke' },
  { keys: 'Escape', action: 'Leave the field' },
  { keys: '?', action: 'Show these shortcuts' },
];

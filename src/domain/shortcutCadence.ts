/**
 * Letter shortcuts that never turn prose into changes (issue 37 item 1, decision 0351). A person picks
 * one shortcut at a time; letters arriving closer together than that, or soon after a click that left
 * a text field, are typing meant for a field. A letter shortcut therefore waits `TYPING_GAP_MS` before
 * it acts: a second key in that time turns both into typing.
 */

/** Letters closer together than this are typing; a shortcut waits this long before it acts. */
export const TYPING_GAP_MS = 350;
/** After a click that took focus out of a text field, keys for this long still belong to typing. */
export const AFTER_FIELD_MS = 2000;

export interface KeyCadence {
  /** A shortcut key waiting for `TYPING_GAP_MS` of quiet, and when it was pressed. */
  held: { key: string; at: number } | null;
  /** When the last key counted as typing arrived (typing goes on while keys keep coming). */
  typingAt: number | null;
  /** When a click last took focus out of a text field. */
  leftFieldAt: number | null;
}

export const QUIET: KeyCadence = { held: null, typingAt: null, leftFieldAt: null };

/** What to do with a printable key pressed outside a field. */
export type KeyDecision =
  /** Wait: it acts as a shortcut if nothing follows within `TYPING_GAP_MS` (then call `quietAfter`). */
  | { kind: 'hold' }
  /** It is typing: `text` (the held key, if any, then this one) belongs in the notes. */
  | { kind: 'typing'; text: string };

const within = (since: number | null, now: number, ms: number) => since !== null && now - since < ms;

/** Keys at `now` would be typing (a space then belongs to the typing, not to a focused button). */
export const isTypingAt = (cadence: KeyCadence, now: number): boolean =>
  cadence.held !== null ||
  within(cadence.typingAt, now, TYPING_GAP_MS) ||
  within(cadence.leftFieldAt, now, AFTER_FIELD_MS);

/** A printable key (one character) pressed outside a field at `now`. */
export function pressKey(
  cadence: KeyCadence,
  key: string,
  now: number,
): { cadence: KeyCadence; decision: KeyDecision } {
  if (!isTypingAt(cadence, now))
    return { cadence: { ...cadence, held: { key, at: now } }, decision: { kind: 'hold' } };
  return {
    cadence: { ...cadence, held: null, typingAt: now },
    decision: { kind: 'typing', text: `${cadence.held?.key ?? ''}${key}` },
  };
}

/** `TYPING_GAP_MS` passed with no other key: the held key acts as its shortcut (null: none held). */
export function quietAfter(cadence: KeyCadence): { cadence: KeyCadence; shortcut: string | null } {
  return { cadence: { ...cadence, held: null }, shortcut: cadence.held?.key ?? null };
}

/** A click took focus out of a text field at `now`: the next keys are still typing. */
export const leaveField = (cadence: KeyCadence, now: number): KeyCadence => ({
  ...cadence,
  held: null,
  leftFieldAt: now,
});

import type { AnyEventObject } from 'xstate';
import { payloadOf } from './format';

// A sample's label is a tester's word for its data: when it counts things ('two cards arrive',
// '4 workflows, one pending'), the data must hold that many. Checked for every sample a path sends.

const NUMBERS: Readonly<Record<string, number>> = {
  no: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const COUNT = /\b(no|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+([a-z]+)/gi;

/** The arrays in a payload, at any depth, by the key that holds them. */
function arraysByKey(value: unknown, key = '', found: Array<{ key: string; length: number }> = []) {
  if (Array.isArray(value)) {
    found.push({ key, length: value.length });
    for (const item of value) arraysByKey(item, key, found);
  } else if (value && typeof value === 'object') {
    for (const [inner, field] of Object.entries(value)) arraysByKey(field, inner, found);
  }
  return found;
}

const stem = (word: string) => word.toLowerCase().replace(/(es|s)$/, '');

/**
 * What a label's counts say that its data does not: 'three cards' over two cards. A count of a thing
 * the payload holds no list of (toasts on screen, pending steps) is not checked.
 */
export function labelCountProblems(label: string, event: AnyEventObject): string[] {
  const payload = payloadOf(event);
  if (!payload) return [];
  const arrays = arraysByKey(payload);
  const problems: string[] = [];
  for (const match of label.matchAll(COUNT)) {
    const [, amount, noun] = match as unknown as [string, string, string];
    const count = NUMBERS[amount.toLowerCase()] ?? Number(amount);
    const lists = arrays.filter((entry) => stem(entry.key) === stem(noun));
    if (lists.length === 0) continue;
    if (!lists.some((entry) => entry.length === count)) {
      problems.push(
        `${event.type} "${label}" says ${amount} ${noun}, the data has ${lists.map((entry) => entry.length).join(' or ')}`,
      );
    }
  }
  return problems;
}

/**
 * Seed B §5 bulk pairing: files are sorted by name in natural order and paired two at a time; a name
 * that says front (front, hdr, obv, face) or back (back, rev, rear) decides which of the two is the
 * front. An odd file out becomes a card with a front only (incomplete until a back is added).
 */

export type CardSide = 'front' | 'back';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Natural order ('card2' before 'card10'), ignoring case; exact ties fall back to code units. */
export function naturalCompare(a: string, b: string): number {
  const byCollation = collator.compare(a, b);
  if (byCollation !== 0) return byCollation;
  return a < b ? -1 : a > b ? 1 : 0;
}

const FRONT_WORDS = ['front', 'hdr', 'obv', 'face'];
const BACK_WORDS = ['back', 'rev', 'rear'];

/**
 * The side a file name claims, or null when it claims neither or both. Words are matched at the start
 * of a letters-only token of the name without its extension, so 'obverse', 'reverse' and 'card_07-rev'
 * count, while 'surface' or 'preview' do not.
 */
export function sideFromName(name: string): CardSide | null {
  const stem = name.replace(/\.[^./\\]*$/, '');
  const tokens = stem
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const claims = (words: string[]) => tokens.some((token) => words.some((word) => token.startsWith(word)));
  const front = claims(FRONT_WORDS);
  const back = claims(BACK_WORDS);
  if (front === back) return null;
  return front ? 'front' : 'back';
}

export interface PairedCard<T> {
  front: T;
  back: T | null;
}

/**
 * Pairs items two at a time in natural name order. Within a pair the first in order is the front
 * unless a name says otherwise; when the names contradict each other (both say front) order wins.
 */
export function pairByName<T>(items: readonly T[], nameOf: (item: T) => string): PairedCard<T>[] {
  const sorted = [...items].sort((a, b) => naturalCompare(nameOf(a), nameOf(b)));
  const cards: PairedCard<T>[] = [];
  for (let index = 0; index < sorted.length; index += 2) {
    const first = sorted[index] as T;
    const second = sorted[index + 1];
    if (second === undefined) {
      cards.push({ front: first, back: null });
      continue;
    }
    const firstSide = sideFromName(nameOf(first));
    const secondSide = sideFromName(nameOf(second));
    const secondIsFront =
      (secondSide === 'front' && firstSide !== 'front') || (firstSide === 'back' && secondSide !== 'back');
    cards.push(secondIsFront ? { front: second, back: first } : { front: first, back: second });
  }
  return cards;
}

/**
 * Seed B §5 bulk pairing: files are sorted by name in natural order and paired two at a time; a name
 * that says front (front, hdr, obv, face) or back (back, rev, rear) decides which of the two is the
 * front. An odd file out becomes a card with one side only (incomplete until the other is added).
 * Issue 37: name rules also hold across picks, and two fronts or two backs are never one card.
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
  front: T | null;
  back: T | null;
}

/**
 * The name of the card a file is a side of: its name without extension and without the side words, so
 * 'charizard-front.png' and 'charizard-back.jpg' both name 'charizard', and 'card1-front' is not
 * 'card2-back'.
 */
function cardKey(name: string): string {
  const stem = name.replace(/\.[^./\\]*$/, '');
  const tokens =
    stem
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .match(/[a-z]+|[0-9]+/g) ?? [];
  const sideWords = [...FRONT_WORDS, ...BACK_WORDS];
  return tokens.filter((token) => !sideWords.some((word) => token.startsWith(word))).join(' ');
}

interface Named<T> {
  item: T;
  /** Position in natural name order: cards are listed by their first file. */
  order: number;
  side: CardSide | null;
  key: string;
}

const cardOf = <T>(side: CardSide, item: T): PairedCard<T> =>
  side === 'front' ? { front: item, back: null } : { front: null, back: item };

/** Two files of one pick as one card: the name that says front (or that says nothing beside a back) leads. */
function pairOf<T>(first: Named<T>, second: Named<T>): PairedCard<T> {
  const secondIsFront =
    (second.side === 'front' && first.side !== 'front') || (first.side === 'back' && second.side !== 'back');
  return secondIsFront ? { front: second.item, back: first.item } : { front: first.item, back: second.item };
}

/**
 * Pairs the files of one pick. A file that says front and one that says back of the same card (same
 * name without the side word) go together first; the rest pair two at a time in natural name order,
 * the first in front unless a name says otherwise. Two files that both say front, or both say back,
 * are never paired: each becomes a card missing its other side.
 */
export function pairByName<T>(items: readonly T[], nameOf: (item: T) => string): PairedCard<T>[] {
  const named = [...items]
    .sort((a, b) => naturalCompare(nameOf(a), nameOf(b)))
    .map((item, order) => ({ item, order, side: sideFromName(nameOf(item)), key: cardKey(nameOf(item)) }));
  const placed: { order: number; card: PairedCard<T> }[] = [];
  const used = new Set<number>();
  for (const front of named) {
    if (front.side !== 'front') continue;
    const back = named.find(
      (file) => file.side === 'back' && file.key === front.key && !used.has(file.order),
    );
    if (!back) continue;
    used.add(front.order).add(back.order);
    placed.push({ order: Math.min(front.order, back.order), card: { front: front.item, back: back.item } });
  }
  const rest = named.filter((file) => !used.has(file.order));
  for (let index = 0; index < rest.length;) {
    const first = rest[index] as Named<T>;
    const second = rest[index + 1];
    if (second === undefined || (first.side !== null && first.side === second.side)) {
      placed.push({ order: first.order, card: cardOf(first.side ?? 'front', first.item) });
      index += 1;
      continue;
    }
    placed.push({ order: first.order, card: pairOf(first, second) });
    index += 2;
  }
  return placed.sort((a, b) => a.order - b.order).map(({ card }) => card);
}

/** What a new pick does to the cards already listed. */
export interface PickPlacement<T> {
  /** Waiting cards (one side only) that found their own other side in the pick, by their index. */
  completed: Map<number, PairedCard<T>>;
  /** The rest of the pick, paired among themselves. */
  added: PairedCard<T>[];
}

/**
 * Name rules across picks: a card waiting for one side takes a newly picked file that says it is that
 * side of the same card ('charizard-front.png' waiting takes 'charizard-back.jpg'); nothing else joins
 * a waiting card, and the remaining files pair among themselves as in `pairByName`.
 */
export function placePick<T>(
  waiting: readonly PairedCard<T>[],
  items: readonly T[],
  nameOf: (item: T) => string,
): PickPlacement<T> {
  const left = [...items];
  const completed = new Map<number, PairedCard<T>>();
  waiting.forEach((card, index) => {
    const present = card.front ?? card.back;
    if (present === null || (card.front !== null && card.back !== null)) return;
    const missing: CardSide = card.front === null ? 'front' : 'back';
    if (sideFromName(nameOf(present)) === missing) return;
    const key = cardKey(nameOf(present));
    const match = left
      .filter((item) => sideFromName(nameOf(item)) === missing && cardKey(nameOf(item)) === key)
      .sort((a, b) => naturalCompare(nameOf(a), nameOf(b)))[0];
    if (match === undefined) return;
    left.splice(left.indexOf(match), 1);
    completed.set(index, { ...card, [missing]: match });
  });
  return { completed, added: pairByName(left, nameOf) };
}

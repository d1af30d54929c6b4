/**
 * A small seeded pseudo-random generator (mulberry32) and time helpers, so the same seed and reference
 * date always give the same sample data: the demo backend and the contract server must agree row for row.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A few distinct items, in their original order. */
  some<T>(items: readonly T[], min: number, max: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  };
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const wanted = Math.min(items.length, int(min, max));
    const chosen = new Set<number>();
    while (chosen.size < wanted) chosen.add(int(0, items.length - 1));
    return items.filter((_, index) => chosen.has(index));
  };
  return { next, int, pick, chance: (probability) => next() < probability, some };
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** ISO time `ms` milliseconds before `now` (negative values lie in the future). */
export const before = (now: Date, ms: number): string => new Date(now.getTime() - ms).toISOString();

/** ISO time `ms` milliseconds after an ISO time. */
export const after = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();

/** The earlier of two ISO times. */
export const earliest = (a: string, b: string): string => (Date.parse(a) <= Date.parse(b) ? a : b);

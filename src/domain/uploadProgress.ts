/**
 * One request carries the whole batch, so the browser reports progress for the body as a whole. The
 * composites travel in card order, so each card's share is read off its byte range: a card is done once
 * the bytes before and including it have been sent. Fractions are 0..1.
 */
export function progressByCard(sizes: readonly number[], loaded: number, total: number): number[] {
  const sum = sizes.reduce((acc, size) => acc + Math.max(0, size), 0);
  if (total <= 0 || sum === 0) return sizes.map(() => (loaded >= total && total > 0 ? 1 : 0));
  const sent = Math.min(1, Math.max(0, loaded / total)) * sum;
  let start = 0;
  return sizes.map((raw) => {
    const size = Math.max(0, raw);
    const fraction = size === 0 ? (sent >= start ? 1 : 0) : (sent - start) / size;
    start += size;
    return Math.min(1, Math.max(0, fraction));
  });
}

/** The overall figure shown beside the per-card bars: the mean of the cards' fractions. */
export const overallProgress = (fractions: readonly number[]): number =>
  fractions.length === 0 ? 0 : fractions.reduce((acc, value) => acc + value, 0) / fractions.length;

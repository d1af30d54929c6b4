import { countOf } from '../../domain/format';

const CARDS = { one: 'card', many: 'cards' };

/** '2 cards waiting for review', going down as cards are saved; 'All 3 cards reviewed' at the end. */
export function waitingText(waiting: number, total: number): string {
  if (waiting === 0 && total > 0)
    return total === 1 ? 'The card is reviewed' : `All ${countOf(total, CARDS)} reviewed`;
  return `${countOf(waiting, CARDS)} waiting for review`;
}

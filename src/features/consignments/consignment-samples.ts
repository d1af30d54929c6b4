import { formatNumber } from '../../domain/format';

// Seed B §2 Static placeholder pages: Consignment intake. Every figure is hard-coded sample text.

export interface IntakeTile {
  label: 'Arrived today' | 'Awaiting catalog IDs' | 'Needing photo set';
  cards: number;
  detail: string;
}

export const INTAKE_TILES: readonly IntakeTile[] = [
  { label: 'Arrived today', cards: 38, detail: 'From 5 consignors, checked in by 11:30 AM' },
  { label: 'Awaiting catalog IDs', cards: 14, detail: 'Need a set and card number before photos' },
  { label: 'Needing photo set', cards: 9, detail: 'Front and back images still to shoot' },
];

export const intakeTileValue = (tile: IntakeTile): string => formatNumber(tile.cards);

export type IntakeColumnTitle = 'Check-in' | 'Catalog & photo' | 'Ready for prescreen';

export interface IntakeCard {
  consignor: string;
  cards: number;
  note: string;
}

export interface IntakeColumn {
  title: IntakeColumnTitle;
  cards: readonly IntakeCard[];
}

/** The Intake workflow board: three columns, left to right, each with its sample lots. */
export const INTAKE_BOARD: readonly IntakeColumn[] = [
  {
    title: 'Check-in',
    cards: [
      { consignor: 'Jordan Lee', cards: 12, note: 'Vintage baseball, top loaders' },
      { consignor: 'Priya Raman', cards: 6, note: 'Modern comics, bagged and boarded' },
    ],
  },
  {
    title: 'Catalog & photo',
    cards: [
      { consignor: 'Casey Morgan', cards: 14, note: 'Basketball rookies, awaiting catalog IDs' },
      { consignor: 'Miguel Ortiz', cards: 9, note: 'Pokémon holos, photo set next' },
    ],
  },
  {
    title: 'Ready for prescreen',
    cards: [{ consignor: 'Avery Chen', cards: 21, note: 'Football autographs, condition notes done' }],
  },
];

/** 'Check-in · 2 lots, 18 cards': a column's heading line. */
export function columnSummary(column: IntakeColumn): string {
  const lots = column.cards.length;
  const cards = column.cards.reduce((total, card) => total + card.cards, 0);
  return `${formatNumber(lots)} ${lots === 1 ? 'lot' : 'lots'}, ${formatNumber(cards)} ${cards === 1 ? 'card' : 'cards'}`;
}

export interface TimelineEntry {
  /** When, as sample text ('Today, 2:00 PM'). */
  when: string;
  title: string;
  detail: string;
}

export const OUTBOUND_TIMELINE: readonly TimelineEntry[] = [
  { when: 'Today, 2:00 PM', title: 'PSA bulk box sealed', detail: '48 cards staged on shelf B2 for pickup' },
  { when: 'Today, 4:30 PM', title: 'UPS pickup', detail: 'PSA and SGC boxes leave the office' },
  { when: 'Tomorrow, 10:00 AM', title: 'CGC comics packed', detail: '12 books staged in the comic bins' },
  { when: 'Friday', title: 'Weekly auction upload', detail: '26 graded cards listed for consignors' },
];

export const KEY_REMINDERS: readonly string[] = [
  'Photograph front and back before a card leaves the intake table.',
  'Match every lot to its consignor agreement before cataloging.',
  'Note any surface or corner damage at check-in, not after grading.',
  'Stage outbound boxes by grader so pickups are not mixed.',
];

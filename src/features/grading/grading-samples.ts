import { toCsv, type CsvColumn } from '../../lib/csv';
import { formatDate, formatNumber } from '../../domain/format';

// Seed B §2 Static placeholder pages: Grading & Returns shows hard-coded sample text, never data.
// Kept as plain data (and pure functions over it) so the figures, the CSV and their formatting are
// tested without a browser.

export interface GradingTile {
  label: string;
  cards: number;
  detail: string;
}

export const GRADING_TILES: readonly GradingTile[] = [
  { label: 'At grading lab', cards: 1284, detail: 'Across 9 submissions at PSA, CGC, BGS and SGC' },
  { label: 'Grades posted', cards: 342, detail: 'Posted by the graders in the last 7 days' },
  { label: 'In transit home', cards: 186, detail: '4 return boxes on their way to the office' },
];

/** A tile's figure: '1,284 cards'. */
export const tileValue = (tile: GradingTile): string => formatNumber(tile.cards);

export type ShipmentStage = 'Received by grader' | 'Grading' | 'Grades posted' | 'Shipped home' | 'Delivered';

/** The stages in order: the tracker draws a shipment's progress along them. */
export const SHIPMENT_STAGES: readonly ShipmentStage[] = [
  'Received by grader',
  'Grading',
  'Grades posted',
  'Shipped home',
  'Delivered',
];

export interface Shipment {
  reference: string;
  grader: 'PSA' | 'CGC' | 'BGS' | 'SGC';
  cards: number;
  stage: ShipmentStage;
  /** Date-only: the last carrier or grader update. */
  updatedOn: string;
  /** Date-only: expected back at the office. */
  expectedOn: string;
}

export const SHIPMENTS: readonly Shipment[] = [
  {
    reference: 'PSA-48213',
    grader: 'PSA',
    cards: 120,
    stage: 'Grades posted',
    updatedOn: '2026-05-28',
    expectedOn: '2026-06-09',
  },
  {
    reference: 'CGC-7719',
    grader: 'CGC',
    cards: 36,
    stage: 'Shipped home',
    updatedOn: '2026-05-30',
    expectedOn: '2026-06-03',
  },
  {
    reference: 'BGS-30544',
    grader: 'BGS',
    cards: 58,
    stage: 'Grading',
    updatedOn: '2026-05-27',
    expectedOn: '2026-06-20',
  },
  {
    reference: 'SGC-12087',
    grader: 'SGC',
    cards: 92,
    stage: 'Received by grader',
    updatedOn: '2026-05-29',
    expectedOn: '2026-06-24',
  },
  {
    reference: 'PSA-47950',
    grader: 'PSA',
    cards: 150,
    stage: 'Delivered',
    updatedOn: '2026-05-26',
    expectedOn: '2026-05-26',
  },
];

/** 'Step 3 of 5': where a shipment is along the stages. */
export function stageStep(stage: ShipmentStage): { step: number; of: number } {
  return { step: SHIPMENT_STAGES.indexOf(stage) + 1, of: SHIPMENT_STAGES.length };
}

export interface ConsignorReturn {
  consignor: string;
  returned: number;
  checked: number;
  issues: number;
}

/** Returns QA: per consignor, cards back from grading, how many were checked, and issues found. */
export const RETURNS_QA: readonly ConsignorReturn[] = [
  { consignor: 'Casey Morgan', returned: 48, checked: 48, issues: 0 },
  { consignor: 'Jordan Lee', returned: 64, checked: 51, issues: 2 },
  { consignor: 'Priya Raman', returned: 22, checked: 10, issues: 1 },
  { consignor: 'Miguel Ortiz', returned: 35, checked: 0, issues: 0 },
];

/** The share checked, a whole percentage (seed: numbers with no decimals); none returned counts as done. */
export function checkedPercent(entry: ConsignorReturn): number {
  if (entry.returned <= 0) return 100;
  return Math.round((Math.min(entry.checked, entry.returned) / entry.returned) * 100);
}

/** 'All checked', '13 to check', and the issue count when there are any. */
export function qaSummary(entry: ConsignorReturn): string {
  const left = Math.max(0, entry.returned - entry.checked);
  const progress = left === 0 ? 'All checked' : `${formatNumber(left)} to check`;
  if (entry.issues === 0) return progress;
  return `${progress} · ${formatNumber(entry.issues)} ${entry.issues === 1 ? 'issue' : 'issues'}`;
}

export interface GradeRecord {
  certNumber: string;
  consignor: string;
  card: string;
  grader: string;
  grade: string;
  postedOn: string;
}

/** The sample grades the Export grade CSV button writes. */
export const SAMPLE_GRADES: readonly GradeRecord[] = [
  {
    certNumber: '84120931',
    consignor: 'Casey Morgan',
    card: '1986 Fleer Michael Jordan #57',
    grader: 'PSA',
    grade: '8',
    postedOn: '2026-05-28',
  },
  {
    certNumber: '84120932',
    consignor: 'Casey Morgan',
    card: '1989 Upper Deck Ken Griffey Jr. #1',
    grader: 'PSA',
    grade: '9',
    postedOn: '2026-05-28',
  },
  {
    certNumber: '84120940',
    consignor: 'Jordan Lee',
    card: '2003 Topps Chrome LeBron James #111',
    grader: 'PSA',
    grade: '10',
    postedOn: '2026-05-28',
  },
  {
    certNumber: '3901245007',
    consignor: 'Priya Raman',
    card: 'Amazing Spider-Man #300',
    grader: 'CGC',
    grade: '9.4',
    postedOn: '2026-05-30',
  },
  {
    certNumber: '0012458833',
    consignor: 'Jordan Lee',
    card: '1999 Pokémon Base Set Charizard #4',
    grader: 'BGS',
    grade: '8.5',
    postedOn: '2026-05-24',
  },
];

const GRADE_COLUMNS: readonly CsvColumn<GradeRecord>[] = [
  { header: 'Cert number', value: (row) => row.certNumber },
  { header: 'Consignor', value: (row) => row.consignor },
  { header: 'Card', value: (row) => row.card },
  { header: 'Grader', value: (row) => row.grader },
  { header: 'Grade', value: (row) => row.grade },
  { header: 'Posted', value: (row) => formatDate(row.postedOn) },
];

export const GRADE_CSV_FILENAME = 'grade-export-sample.csv';

/** The CSV the Export grade CSV button downloads: one row per sample grade, dates as 'May 28, 2026'. */
export const gradeCsv = (rows: readonly GradeRecord[] = SAMPLE_GRADES): string => toCsv(GRADE_COLUMNS, rows);

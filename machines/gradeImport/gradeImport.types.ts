import type {
  GradeCsvContext,
  GradeCsvField,
  GradeCsvMapping,
  GradeCsvRow,
  GradeImportRow,
} from '../../src/domain/gradeCsv';
import type { GradingCompanyCode } from '../../src/domain/status';

/** A file staff picked: the browser's File has both; the machine reads it through `readFile`. */
export interface ChosenFile {
  name: string;
  text(): Promise<string>;
}

export interface GradeImportInput {
  /** The order's grading company: its mapping is the one remembered and saved. */
  company: GradingCompanyCode;
  /** What each row is checked against: the order's cards and its company's catalogue. */
  check: GradeCsvContext;
  /** The mapping this browser remembers for the company (null the first time). */
  remembered: GradeCsvMapping | null;
}

export interface GradeImportContext extends GradeImportInput {
  /** The file being read or shown (null before one is chosen and after Cancel). */
  file: ChosenFile | null;
  /** The file's rows as parsed, its header row first. */
  table: string[][];
  mapping: GradeCsvMapping | null;
  /** Every data row with OK or its reasons (empty until the mapping is complete). */
  rows: GradeCsvRow[];
  /** 'Row N: …' for each refused row, or the server's reasons when it refused the file. */
  refusals: string[];
  /** How many grades the last Apply posted. */
  applied: number;
  /** Why the last file could not be read. */
  readProblem: string | null;
}

/** What Apply sends: every row's posting with its line in the file. */
export interface ApplyGradesInput {
  rows: GradeImportRow[];
}

export type GradeImportEvent =
  | { type: 'import.choose'; file: ChosenFile }
  | { type: 'import.map'; field: GradeCsvField; header: string }
  | { type: 'import.apply' }
  | { type: 'import.cancel' }
  /** The page read the order again (a grade typed or applied): rows are checked against its cards. */
  | { type: 'import.orderRead'; cards: GradeCsvContext['cards'] };

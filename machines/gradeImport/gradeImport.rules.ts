import {
  importRows,
  mappingProblems,
  previewGradeCsv,
  type GradeCsvMapping,
  type GradeCsvRow,
  type GradeImportRow,
} from '../../src/domain/gradeCsv';
import type { GradeImportContext } from './gradeImport.types';

/** A file with a header row and nothing under it. */
export const NO_ROWS = 'The file has no rows of grades under its header.';
/** A file with nothing in it at all. */
export const EMPTY_FILE = 'The file is empty: choose the company’s grade export.';
/** A file the browser could not read (moved, or not a text file). */
export const UNREADABLE = 'The file could not be read: choose it again.';
/** A refused Apply whose answer named no row (the server or the network failed). */
export const APPLY_FAILED = 'Please try again shortly.';

export const isMappingComplete = (mapping: GradeCsvMapping | null): mapping is GradeCsvMapping =>
  mapping !== null && mappingProblems(mapping).length === 0;

/** Every data row checked against the order, once every required column has one. */
export function checkRows(context: Pick<GradeImportContext, 'table' | 'mapping' | 'check'>): GradeCsvRow[] {
  return isMappingComplete(context.mapping)
    ? previewGradeCsv(context.table, context.mapping, context.check)
    : [];
}

/** 'Row 3: Grade '11' is not in this company's card grades.' for each reason; one line for no rows. */
export function refusalsOf(rows: readonly GradeCsvRow[]): string[] {
  if (rows.length === 0) return [NO_ROWS];
  return rows.flatMap((row) => row.problems.map((problem) => `Row ${row.line}: ${problem}`));
}

/** The postings Apply sends; empty unless every row is OK. */
export const rowsToApply = (rows: readonly GradeCsvRow[]): GradeImportRow[] => importRows(rows) ?? [];

/** What a refused Apply says: the server's 'Row N: …' reasons, or that it may be tried again. */
export function reasonsOf(error: unknown): string[] {
  const messages =
    typeof error === 'object' && error !== null && 'messages' in error ? error.messages : undefined;
  return Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string')
    ? (messages as string[])
    : [APPLY_FAILED];
}

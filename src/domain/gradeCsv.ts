import type { CardGrade, CardGradeError, CardQualifier } from './catalogue';
import { cardIdOfReference, slipLines, type GradePosting } from './graderOrder';

/**
 * A grading company's grade export read as rows (issue 39 item 4). RFC 4180 as the companies' exports
 * write it: a byte-order mark, CRLF or LF line ends, quoted fields holding commas, quotes ("") and line
 * breaks. Blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (row.some((cell) => cell.trim() !== '')) rows.push(row);
    row = [];
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
    } else field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * What an import needs from each row, in the order the mapping form asks for it: the card, by the
 * reference the packing slip prints ('S13-C105') or the company's item number (the slip's line), then
 * its grade (decision 0532).
 */
export const GRADE_CSV_FIELDS = [
  'reference',
  'itemNumber',
  'grade',
  'qualifier',
  'gradeError',
  'certificateNumber',
] as const;
export type GradeCsvField = (typeof GRADE_CSV_FIELDS)[number];

export const GRADE_CSV_FIELD_LABELS: Readonly<Record<GradeCsvField, string>> = {
  reference: 'Card reference',
  itemNumber: 'Item number',
  grade: 'Grade',
  qualifier: 'Qualifier',
  gradeError: 'Grade error',
  certificateNumber: 'Certificate number',
};

/** Which column (by its header) holds each field; '' for none (qualifier, grade error, one of the card's). */
export type GradeCsvMapping = Readonly<Record<GradeCsvField, string>>;

const REQUIRED: readonly GradeCsvField[] = ['grade', 'certificateNumber'];
/** A row's card is named by either column; one of them is needed. */
const CARD_FIELDS: readonly GradeCsvField[] = ['reference', 'itemNumber'];

/** Header names a company's export commonly uses for each field, so a first import needs few choices. */
const LIKELY_HEADERS: Readonly<Record<GradeCsvField, readonly string[]>> = {
  reference: [
    'reference',
    'card reference',
    'ref',
    'ref.',
    'ref #',
    'your reference',
    'customer reference',
    'customer ref',
    'cust ref',
  ],
  itemNumber: [
    'item',
    'item #',
    'item no',
    'item no.',
    'item number',
    'line',
    'line #',
    'line no',
    'line number',
  ],
  grade: ['grade', 'final grade'],
  qualifier: ['qualifier'],
  gradeError: ['grade error', 'error'],
  certificateNumber: ['certificate number', 'cert number', 'cert', 'cert #', 'certificate'],
};

const normal = (value: string) => value.trim().toLowerCase();

/** A first mapping from the headers: the remembered one where its columns still exist, else likely names. */
export function suggestMapping(
  headers: readonly string[],
  remembered: GradeCsvMapping | null,
): GradeCsvMapping {
  const present = new Set(headers);
  const pick = (field: GradeCsvField): string => {
    const kept = remembered?.[field];
    if (kept && present.has(kept)) return kept;
    return headers.find((header) => LIKELY_HEADERS[field].includes(normal(header))) ?? '';
  };
  return {
    reference: pick('reference'),
    itemNumber: pick('itemNumber'),
    grade: pick('grade'),
    qualifier: pick('qualifier'),
    gradeError: pick('gradeError'),
    certificateNumber: pick('certificateNumber'),
  };
}

/** What still needs a column ('Choose the column for Grade.'), empty when the mapping is complete. */
export function mappingProblems(mapping: GradeCsvMapping): string[] {
  const card = CARD_FIELDS.some((field) => mapping[field])
    ? []
    : [`Choose the column for ${GRADE_CSV_FIELD_LABELS.reference} or ${GRADE_CSV_FIELD_LABELS.itemNumber}.`];
  return [
    ...card,
    ...REQUIRED.filter((field) => !mapping[field]).map(
      (field) => `Choose the column for ${GRADE_CSV_FIELD_LABELS[field]}.`,
    ),
  ];
}

/** What a preview checks a row against: the order's cards and its company's catalogue. */
export interface GradeCsvContext {
  companyLabel: string;
  cards: ReadonlyArray<{ cardId: string; submissionId: string; certificateNumber: string | null }>;
  grades: readonly CardGrade[];
  qualifiers: readonly CardQualifier[];
  gradeErrors: readonly CardGradeError[];
}

/** One row of the preview: its line in the file, what it says, and the posting or why it cannot be one. */
export interface GradeCsvRow {
  line: number;
  /** The card as the slip names it ('S13-C105'), or what the row said when it names none of the order's. */
  card: string;
  grade: string;
  certificateNumber: string;
  posting: GradePosting | null;
  problems: string[];
}

const matches = (cell: string, ...names: ReadonlyArray<string | null>) =>
  names.some((name) => name !== null && normal(name) === normal(cell));

type SlipLine = ReturnType<typeof slipLines<GradeCsvContext['cards'][number]>>[number];

/**
 * The card a row names, or why it names none of the order's: by the reference in its reference cell
 * (alone or inside a description), else by its item number on the packing slip; both given, they
 * must agree.
 */
function cardOfRow(
  referenceCell: string,
  itemCell: string,
  lines: readonly SlipLine[],
): { line: SlipLine } | { problem: string; shown: string } {
  const named = cardIdOfReference(referenceCell);
  const byReference = named
    ? lines.find((line) => line.cardId === named.cardId && line.submissionId === named.submissionId)
    : undefined;
  const item = /^\d+$/.test(itemCell) ? Number(itemCell) : null;
  const byItem = item === null ? undefined : lines.find((line) => line.item === item);
  if (named) {
    const reference = `S${named.submissionId}-C${named.cardId}`;
    if (!byReference) return { problem: `Card ${reference} is not in this order.`, shown: reference };
    if (itemCell && byItem !== byReference) {
      return {
        problem: `Card ${reference} is item ${byReference.item} on the packing slip, not item ${itemCell}.`,
        shown: reference,
      };
    }
    return { line: byReference };
  }
  if (byItem) return { line: byItem };
  if (itemCell) return { problem: `Item ${itemCell} is not on this order's packing slip.`, shown: itemCell };
  if (referenceCell) {
    return {
      problem: `'${referenceCell}' names no card: a reference reads like ${lines[0]?.reference ?? 'S13-C105'}.`,
      shown: referenceCell,
    };
  }
  return { problem: 'The card reference or item number is missing.', shown: '' };
}

/**
 * Every data row of the file with OK or its reasons: a card not in this order or named twice, a grade,
 * qualifier or grade error outside the company's catalogue, a missing certificate number, or one used
 * twice in the file or by another card of the order. The server checks the same again on Apply.
 */
export function previewGradeCsv(
  table: readonly string[][],
  mapping: GradeCsvMapping,
  context: GradeCsvContext,
): GradeCsvRow[] {
  const [headers = [], ...data] = table;
  const column = (field: GradeCsvField) => (mapping[field] ? headers.indexOf(mapping[field]) : -1);
  const at = (row: readonly string[], field: GradeCsvField) => (row[column(field)] ?? '').trim();
  const lines = slipLines(context.cards);
  const found = data.map((row) => cardOfRow(at(row, 'reference'), at(row, 'itemNumber'), lines));
  const certificates = new Map<string, number>();
  const cardRows = new Map<string, number>();
  data.forEach((row, index) => {
    const certificate = at(row, 'certificateNumber');
    if (certificate) certificates.set(certificate, (certificates.get(certificate) ?? 0) + 1);
    const card = found[index];
    if (card && 'line' in card) cardRows.set(card.line.cardId, (cardRows.get(card.line.cardId) ?? 0) + 1);
  });
  return data.map((row, index) => {
    const card = found[index] ?? { problem: 'The card reference or item number is missing.', shown: '' };
    const held = 'line' in card ? card.line : null;
    const gradeCell = at(row, 'grade');
    const qualifierCell = at(row, 'qualifier');
    const errorCell = at(row, 'gradeError');
    const certificateNumber = at(row, 'certificateNumber');
    const problems: string[] = [];
    if (!held) problems.push('problem' in card ? card.problem : '');
    // The server refuses a card graded twice in one file too (its rows would disagree).
    else if ((cardRows.get(held.cardId) ?? 0) > 1)
      problems.push(`Card ${held.reference} is in the file more than once.`);
    const grade = context.grades.find((candidate) =>
      matches(
        gradeCell,
        candidate.score,
        candidate.code,
        candidate.name,
        `${context.companyLabel} ${candidate.score}`,
      ),
    );
    if (!grade) problems.push(`Grade '${gradeCell}' is not in this company's card grades.`);
    const qualifier = qualifierCell
      ? context.qualifiers.find((candidate) => matches(qualifierCell, candidate.code, candidate.name))
      : undefined;
    if (qualifierCell && !qualifier)
      problems.push(`Qualifier '${qualifierCell}' is not one of this company's.`);
    const gradeError = errorCell
      ? context.gradeErrors.find((candidate) => matches(errorCell, candidate.code, candidate.name))
      : undefined;
    if (errorCell && !gradeError) problems.push(`Grade error '${errorCell}' is not in the catalogue.`);
    if (!certificateNumber) problems.push('Certificate number is required.');
    else if ((certificates.get(certificateNumber) ?? 0) > 1) {
      problems.push(`Certificate number ${certificateNumber} is in the file more than once.`);
    } else {
      const holder = context.cards.find(
        (other) => other.certificateNumber === certificateNumber && other.cardId !== held?.cardId,
      );
      if (holder)
        problems.push(`Certificate number ${certificateNumber} is already used by card ${holder.cardId}.`);
    }
    const posting: GradePosting | null =
      problems.length === 0 && grade && held
        ? {
            cardId: held.cardId,
            gradeId: grade.id,
            qualifierId: qualifier?.id ?? null,
            gradeErrorId: gradeError?.id ?? null,
            certificateNumber,
          }
        : null;
    return {
      line: index + 2,
      card: held ? held.reference : 'shown' in card ? card.shown : '',
      grade: gradeCell,
      certificateNumber,
      posting,
      problems,
    };
  });
}

/** A posting with the line of the file it came from, so a refusal names the row. */
export type GradeImportRow = GradePosting & { row: number };

/** The rows an Apply sends: every previewed row's posting, or nothing when any row has a reason. */
export const importRows = (rows: readonly GradeCsvRow[]): GradeImportRow[] | null =>
  rows.length > 0 && rows.every((row) => row.posting)
    ? rows.flatMap((row) => (row.posting ? [{ ...row.posting, row: row.line }] : []))
    : null;

import type { SnapshotFrom } from 'xstate';
import { AppError } from '../../src/domain/errors';
import {
  mappingProblems,
  parseCsv,
  previewGradeCsv,
  suggestMapping,
  type GradeCsvContext,
  type GradeCsvField,
  type GradeCsvMapping,
} from '../../src/domain/gradeCsv';
import { defineSamples, type SampleEvent } from '../samples';
import { gradeImportMachine } from './gradeImport.machine';
import type { GradeImportInput } from './gradeImport.types';

type Machine = typeof gradeImportMachine;
type Snapshot = SnapshotFrom<Machine>;

/**
 * A PSA order of submission 41's two cards (S41-C501 and S41-C502, items 1 and 2 on its packing slip)
 * with PSA's 10 and 9, a qualifier and a grade error (the demo's catalogue).
 */
export const CHECK: GradeCsvContext = {
  companyLabel: 'PSA',
  cards: [
    { cardId: '501', submissionId: '41', certificateNumber: null },
    { cardId: '502', submissionId: '41', certificateNumber: null },
  ],
  grades: [
    { id: 'g10', gradingCompany: 1, score: '10', code: 'PSA-10', name: null, sortOrder: 0, isActive: true },
    { id: 'g9', gradingCompany: 1, score: '9', code: 'PSA-9', name: null, sortOrder: 1, isActive: true },
  ],
  qualifiers: [
    {
      id: 'q1',
      gradingCompany: 1,
      code: 'OC',
      name: 'Off center',
      description: null,
      sortOrder: 0,
      isActive: true,
    },
  ],
  gradeErrors: [
    { id: 'e1', code: 'AUTH', name: 'Authentic only', description: null, sortOrder: 0, isActive: true },
  ],
};

export const ORDER: GradeImportInput = { company: 1, check: CHECK, remembered: null };

/** The company's export as staff download it: a BOM, quoted cells, CRLF. */
const csv = (rows: readonly string[][]) =>
  `\uFEFF${rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n')}\r\n`;

/** The files the samples read, by what each shows (decision 0532: cards by reference or item number). */
export const FILES = {
  good: csv([
    ['Cert #', 'Reference', 'Final grade'],
    ['5001', 'S41-C501', 'PSA 10'],
    ['5002', 'S41-C502', '9'],
  ]),
  byItem: csv([
    ['Item #', 'Cert #', 'Final grade'],
    ['1', '5001', 'PSA 10'],
    ['2', '5002', '9'],
  ]),
  badGrade: csv([
    ['Cert #', 'Reference', 'Final grade'],
    ['5001', 'S41-C501', 'PSA 10'],
    ['5002', 'S41-C502', '11'],
  ]),
  ownHeaders: csv([
    ['Serial', 'Description', 'Result'],
    ['5001', '1999 Charizard S41-C501', '10'],
    ['5002', '1999 Blastoise S41-C502', '9'],
  ]),
  headerOnly: csv([['Cert #', 'Reference', 'Final grade']]),
  empty: '',
} as const;

/** What the browser hands over when staff pick a file (its text is the readFile sample's). */
const file = (name: string) => ({ name, text: async () => '' });

/** Column choices staff make for a company whose export uses its own headers. */
const CHOICES: ReadonlyArray<{ field: GradeCsvField; header: string; label: string }> = [
  { field: 'reference', header: 'Description', label: "Card reference column 'Description'" },
  { field: 'grade', header: 'Result', label: "Grade column 'Result'" },
  { field: 'certificateNumber', header: 'Serial', label: "Certificate number column 'Serial'" },
  { field: 'grade', header: '', label: 'no Grade column' },
];

/** The state's id, 'withFile.checked.ready', as verdicts name it. */
function stateIdOf(snapshot: Snapshot): string {
  const parts: string[] = [];
  let value: unknown = snapshot.value;
  while (typeof value === 'object' && value !== null) {
    const [key, inner] = Object.entries(value)[0] ?? ['', ''];
    parts.push(key);
    value = inner;
  }
  return [...parts, String(value)].join('.');
}

/**
 * Where a file's rows put the panel, by the import's rules (decision 0400), not the machine's: a
 * required column without one asks for it; every row OK offers Apply; otherwise the rows are refused.
 */
function checkedState(table: readonly string[][], mapping: GradeCsvMapping, check: GradeCsvContext): string {
  if (mappingProblems(mapping).length > 0) return 'withFile.checked.mapping';
  const rows = previewGradeCsv(table, mapping, check);
  return rows.length > 0 && rows.every((row) => row.problems.length === 0)
    ? 'withFile.checked.ready'
    : 'withFile.checked.rowsRefused';
}

const READS: ReadonlyArray<{ label: string; text: string }> = [
  { label: 'both rows OK', text: FILES.good },
  { label: 'cards by item number', text: FILES.byItem },
  { label: "a grade outside PSA's", text: FILES.badGrade },
  { label: 'headers of its own', text: FILES.ownHeaders },
  { label: 'a header and no rows', text: FILES.headerOnly },
  { label: 'an empty file', text: FILES.empty },
];

/** The browser's answer to the file being read: where each file leads, from the rules. */
function readSamples(snapshot: Snapshot): SampleEvent<Machine>[] {
  if (stateIdOf(snapshot) !== 'withFile.reading') return [];
  const { check, remembered } = snapshot.context;
  return [
    ...READS.map(({ label, text }) => {
      const table = parseCsv(text);
      const target =
        table.length === 0
          ? 'noFile'
          : checkedState(table, suggestMapping(table[0] ?? [], remembered), check);
      return {
        type: 'xstate.done.actor.readFile' as const,
        label,
        output: text,
        verdict: { accepts: { 'withFile.reading': target } },
      };
    }),
    {
      type: 'xstate.error.actor.readFile' as const,
      label: 'the browser cannot read the file',
      error: new Error('NotReadableError'),
      verdict: { accepts: { 'withFile.reading': 'noFile' } },
    },
  ];
}

/** A column changed: checked again where rows are shown, nowhere else. */
function mapSamples(snapshot: Snapshot): SampleEvent<Machine>[] {
  const here = stateIdOf(snapshot);
  const { mapping, table, check } = snapshot.context;
  // Asked for a column, staff give the export's own headers; elsewhere they change one or take one away.
  const offered =
    here === 'withFile.checked.mapping'
      ? CHOICES.filter((choice) => choice.header !== '')
      : CHOICES.filter((choice) => choice.field === 'reference' || choice.header === '');
  return offered.map(({ field, header, label }) => ({
    type: 'import.map' as const,
    label,
    field,
    header,
    verdict:
      here.startsWith('withFile.checked') && mapping
        ? { accepts: { [here]: checkedState(table, { ...mapping, [field]: header }, check) } }
        : { refuses: [here] },
  }));
}

/** A card graded by keyboard meanwhile: its certificate number is then taken. */
function orderReadSamples(snapshot: Snapshot): SampleEvent<Machine>[] {
  const here = stateIdOf(snapshot);
  const { mapping, table, check } = snapshot.context;
  const cards = [
    { cardId: '501', submissionId: '41', certificateNumber: null },
    { cardId: '502', submissionId: '41', certificateNumber: '5001' },
  ];
  const recheck = here.startsWith('withFile.checked') && mapping;
  return [
    {
      type: 'import.orderRead',
      label: 'card 502 typed with certificate 5001',
      cards,
      verdict: {
        accepts: { [here]: recheck ? checkedState(table, mapping, { ...check, cards }) : '*' },
      },
    },
  ];
}

const FILE_SAMPLE = { type: 'import.choose', label: 'psa-export.csv', file: file('psa-export.csv') } as const;

export const gradeImportSamples = defineSamples(gradeImportMachine, {
  scenarios: [{ name: 'staff open a PSA order at the grader, two cards ungraded', input: ORDER }],
  events: [],
  eventsFor: (snapshot) => {
    const here = stateIdOf(snapshot);
    const inHand = here.startsWith('withFile');
    return [
      {
        ...FILE_SAMPLE,
        verdict: here === 'applying' ? { refuses: [here] } : { accepts: { [here]: 'withFile.reading' } },
      },
      {
        type: 'import.cancel',
        label: 'Cancel',
        verdict: inHand ? { accepts: { [here]: 'noFile' } } : { refuses: [here] },
      },
      {
        type: 'import.apply',
        label: 'Apply',
        verdict:
          here === 'withFile.checked.ready' ? { accepts: { [here]: 'applying' } } : { refuses: [here] },
      },
      ...readSamples(snapshot),
      ...mapSamples(snapshot),
      ...orderReadSamples(snapshot),
      ...(here === 'applying'
        ? [
            {
              type: 'xstate.done.actor.applyGrades' as const,
              label: 'the server posts every grade',
              output: null,
              verdict: { accepts: { applying: 'withFile.applied' } },
            },
            {
              type: 'xstate.error.actor.applyGrades' as const,
              label: 'the server refuses a certificate on row 2',
              error: new AppError('INVALID_GRADE', 'Invalid grade', {
                status: 400,
                messages: ['Row 2: Certificate number 5001 is already used by card 77.'],
              }),
              verdict: { accepts: { applying: 'withFile.refused' } },
            },
            {
              type: 'xstate.error.actor.applyGrades' as const,
              label: 'the server cannot be reached',
              error: new AppError('HTTP_ERROR', 'Failed to fetch', { status: 500 }),
              verdict: { accepts: { applying: 'withFile.refused' } },
            },
          ]
        : []),
    ];
  },
  // Keeps the graph to what a person meets: columns and Apply where the rows are shown, Cancel where a
  // file is in hand or being applied, the order read again where rows are shown or just applied (once).
  filter: (snapshot, event) => {
    const here = stateIdOf(snapshot);
    const checked = here.startsWith('withFile.checked');
    switch (event.type) {
      case 'import.map':
      case 'import.apply':
        return checked;
      case 'import.cancel':
        return here !== 'noFile';
      case 'import.orderRead':
        return (checked || here === 'withFile.applied') && snapshot.context.check.cards === CHECK.cards;
      default:
        return true;
    }
  },
  // The file's rows, the mapping and where the panel is decide what comes next; the file object does not.
  signature: (snapshot) => ({
    value: snapshot.value,
    table: snapshot.context.table,
    mapping: snapshot.context.mapping,
    remembered: snapshot.context.remembered,
    cards: snapshot.context.check.cards,
    refusals: snapshot.context.refusals,
  }),
  describe: {
    'import.choose': "staff choose a file in 'Grades CSV file'",
    'import.map': 'staff choose a column',
    'import.apply': "staff press 'Apply N grades'",
    'import.cancel': "staff press 'Cancel import'",
    'import.orderRead': 'the order is read again',
    'xstate.done.actor.readFile': 'the browser reads the file',
    'xstate.error.actor.readFile': 'reading the file fails',
    'xstate.done.actor.applyGrades': 'the server takes the file',
    'xstate.error.actor.applyGrades': 'the server refuses the file',
  },
  stage: {
    'xstate.error.actor.readFile': { how: 'choose a file, then delete or rename it before it is read' },
    'xstate.error.actor.applyGrades': { fault: 'graderOrders.importGrades' },
    'xstate.error.actor.applyGrades: the server refuses a certificate on row 2': {
      how: "a file whose certificate number is already another order's (type it on that order first)",
    },
  },
});

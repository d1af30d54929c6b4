import { assign, fromPromise, setup } from 'xstate';
import {
  parseCsv,
  suggestMapping,
  type GradeCsvField,
  type GradeCsvMapping,
} from '../../src/domain/gradeCsv';
import type { GradingCompanyCode } from '../../src/domain/status';
import { notProvided } from '../shared';
import {
  checkRows,
  EMPTY_FILE,
  isMappingComplete,
  reasonsOf,
  refusalsOf,
  rowsToApply,
  UNREADABLE,
} from './gradeImport.rules';
import type {
  ApplyGradesInput,
  ChosenFile,
  GradeImportContext,
  GradeImportEvent,
  GradeImportInput,
} from './gradeImport.types';

const NO_FILE = {
  file: null,
  table: [],
  mapping: null,
  rows: [],
  refusals: [],
  applied: 0,
  readProblem: null,
} satisfies Omit<GradeImportContext, keyof GradeImportInput>;

/**
 * 'Import grades CSV' on a grader order's page (issue 39 item 4, decisions 0400 and 0487): a company's
 * export is read in the browser, its columns mapped (remembered per company), every row checked
 * against the order ('Row N: …' for each refusal), then applied in one call that the server refuses
 * whole, with its reasons, or takes whole. A new file or Cancel starts again from any state but
 * `applying`, whose answer is awaited (the call cannot be taken back once sent).
 */
export const gradeImportMachine = setup({
  types: {
    context: {} as GradeImportContext,
    events: {} as GradeImportEvent,
    input: {} as GradeImportInput,
  },
  actors: {
    /** The file's text; the browser's File reads itself. */
    readFile: fromPromise<string, { file: ChosenFile }>(({ input }) => input.file.text()),
    /** Posts every row in one call; rejects with the server's 'Row N: …' messages when it refuses. */
    applyGrades: fromPromise<unknown, ApplyGradesInput>(notProvided('gradeImport', 'applyGrades')),
  },
  actions: {
    start: assign((_, params: { file: ChosenFile }) => ({ ...NO_FILE, file: params.file })),
    reset: assign(() => NO_FILE),
    takeTable: assign(({ context }, params: { text: string }) => {
      const table = parseCsv(params.text);
      return { table, mapping: suggestMapping(table[0] ?? [], context.remembered) };
    }),
    refuseFile: assign((_, params: { problem: string }) => ({ ...NO_FILE, readProblem: params.problem })),
    mapColumn: assign(({ context }, params: { field: GradeCsvField; header: string }) =>
      context.mapping ? { mapping: { ...context.mapping, [params.field]: params.header } } : {},
    ),
    check: assign(({ context }) => {
      const rows = checkRows(context);
      return { rows, refusals: isMappingComplete(context.mapping) ? refusalsOf(rows) : [] };
    }),
    takeCards: assign(({ context }, params: { cards: GradeImportContext['check']['cards'] }) => ({
      check: { ...context.check, cards: params.cards },
    })),
    keepMapping: assign(({ context }) => ({ remembered: context.mapping })),
    /** Stores the mapping for the company in this browser (provided by the screen). */
    rememberMapping: (_, _params: { company: GradingCompanyCode; mapping: GradeCsvMapping | null }) => {},
    takeApplied: assign(({ context }) => ({ applied: context.rows.length, refusals: [] })),
    takeRefusal: assign((_, params: { error: unknown }) => ({ refusals: reasonsOf(params.error) })),
  },
  guards: {
    hasHeader: ({ event }) =>
      'output' in event && typeof event.output === 'string' && parseCsv(event.output).length > 0,
    mappingIncomplete: ({ context }) => !isMappingComplete(context.mapping),
    everyRowOk: ({ context }) => context.rows.length > 0 && context.refusals.length === 0,
  },
}).createMachine({
  id: 'gradeImport',
  description: "A company's grade file: chosen, columns mapped, rows checked, applied whole or refused.",
  context: ({ input }) => ({ ...input, ...NO_FILE }),
  initial: 'noFile',
  on: {
    'import.orderRead': {
      actions: { type: 'takeCards', params: ({ event }) => ({ cards: event.cards }) },
    },
  },
  states: {
    noFile: {
      description: "'Grades CSV file' waits for the company's export.",
      on: {
        'import.choose': {
          target: 'withFile.reading',
          actions: { type: 'start', params: ({ event }) => ({ file: event.file }) },
        },
      },
    },
    withFile: {
      description: 'A file is in hand: a new file starts again, Cancel puts it away.',
      on: {
        'import.choose': {
          target: '.reading',
          reenter: true,
          actions: { type: 'start', params: ({ event }) => ({ file: event.file }) },
        },
        'import.cancel': { target: 'noFile', actions: 'reset' },
      },
      initial: 'reading',
      states: {
        reading: {
          description: 'The browser reads the file.',
          invoke: {
            id: 'readFile',
            src: 'readFile',
            input: ({ context }) => ({ file: context.file ?? { name: '', text: async () => '' } }),
            onDone: [
              {
                guard: 'hasHeader',
                target: 'checking',
                actions: { type: 'takeTable', params: ({ event }) => ({ text: event.output }) },
              },
              {
                target: '#gradeImport.noFile',
                actions: { type: 'refuseFile', params: { problem: EMPTY_FILE } },
              },
            ],
            onError: {
              target: '#gradeImport.noFile',
              actions: { type: 'refuseFile', params: { problem: UNREADABLE } },
            },
          },
        },
        checking: {
          description: 'Every row is checked against the order and its company’s catalogue.',
          entry: 'check',
          always: [
            { guard: 'mappingIncomplete', target: 'checked.mapping' },
            { guard: 'everyRowOk', target: 'checked.ready' },
            { target: 'checked.rowsRefused' },
          ],
        },
        checked: {
          description: 'The rows as checked; a column changed or the order read again checks them again.',
          on: {
            'import.map': {
              target: 'checking',
              actions: [
                { type: 'mapColumn', params: ({ event }) => ({ field: event.field, header: event.header }) },
                'keepMapping',
                {
                  type: 'rememberMapping',
                  params: ({ context }) => ({ company: context.company, mapping: context.remembered }),
                },
              ],
            },
            'import.orderRead': {
              target: 'checking',
              actions: { type: 'takeCards', params: ({ event }) => ({ cards: event.cards }) },
            },
          },
          initial: 'mapping',
          states: {
            mapping: {
              description: "A required column has none yet: 'Choose the column for Card.'",
            },
            rowsRefused: {
              description: "Rows are refused ('Row N: …'); nothing is applied until the file is fixed.",
            },
            ready: {
              description: "Every row is OK: 'Apply N grades' is offered.",
              on: {
                'import.apply': {
                  target: '#gradeImport.applying',
                  actions: [
                    'keepMapping',
                    {
                      type: 'rememberMapping',
                      params: ({ context }) => ({ company: context.company, mapping: context.remembered }),
                    },
                  ],
                },
              },
            },
          },
        },
        applied: {
          description: 'The grades were posted, every row at once.',
        },
        refused: {
          description: 'The server refused the file with its reasons; nothing of it was applied.',
        },
      },
    },
    applying: {
      description: 'The rows are with the server; the panel waits for its answer.',
      invoke: {
        id: 'applyGrades',
        src: 'applyGrades',
        input: ({ context }) => ({ rows: rowsToApply(context.rows) }),
        onDone: { target: 'withFile.applied', actions: 'takeApplied' },
        onError: {
          target: 'withFile.refused',
          actions: { type: 'takeRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

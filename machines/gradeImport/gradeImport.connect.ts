import type { SnapshotFrom } from 'xstate';
import {
  GRADE_CSV_FIELDS,
  GRADE_CSV_FIELD_LABELS,
  mappingProblems,
  type GradeCsvField,
  type GradeCsvRow,
} from '../../src/domain/gradeCsv';
import type { gradeImportMachine } from './gradeImport.machine';
import type { ChosenFile, GradeImportEvent } from './gradeImport.types';

type Snapshot = SnapshotFrom<typeof gradeImportMachine>;

/** One column choice: which header of the file holds a field. */
export interface ColumnChoice {
  field: GradeCsvField;
  /** 'Card reference column'. */
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  choose(header: string): void;
}

/** What the panel lists above Apply when something is refused. */
export interface RefusalNotice {
  title: string;
  reasons: readonly string[];
}

export interface GradeImportView {
  /** The file in hand, for the preview's name. */
  fileName: string | null;
  /** Why the last file could not be used (empty, unreadable). */
  readProblem: string | null;
  reading: boolean;
  /** The column choices, once the file is read (empty before and after Cancel). */
  columns: ColumnChoice[];
  /** 'Choose the column for Grade.' while a required column has none. */
  mappingProblems: string[];
  /** Every row with OK or its reasons. */
  rows: readonly GradeCsvRow[];
  /** The rows refused here ('Row N: …') or the server's refusal of the whole file. */
  refusal: RefusalNotice | null;
  /** 'Apply 2 grades'. */
  applyLabel: string;
  showApply: boolean;
  canApply: boolean;
  busy: boolean;
  /** 'Applied 2 grades from psa-export.csv.' after a successful Apply. */
  applied: string | null;
  canCancel: boolean;
  choose(file: ChosenFile): void;
  apply(): void;
  cancel(): void;
}

/** Columns that may be None: a qualifier, a grade error, and either of the card's two (one is enough). */
const OPTIONAL: ReadonlySet<GradeCsvField> = new Set(['reference', 'itemNumber', 'qualifier', 'gradeError']);
const plural = (count: number) => `${count} grade${count === 1 ? '' : 's'}`;

/** The grade import panel's view-model: the view binds it and asks no state of its own. */
export function connectGradeImport(
  snapshot: Snapshot,
  send: (event: GradeImportEvent) => void,
): GradeImportView {
  const { context } = snapshot;
  const checked = snapshot.matches({ withFile: 'checked' });
  const applying = snapshot.matches('applying');
  const shown = checked || applying || snapshot.matches({ withFile: 'refused' });
  const headers = context.table[0] ?? [];
  const mapping = context.mapping;
  const columns: ColumnChoice[] =
    shown && mapping
      ? GRADE_CSV_FIELDS.map((field) => ({
          field,
          label: `${GRADE_CSV_FIELD_LABELS[field]} column`,
          value: mapping[field],
          options: [
            { value: '', label: OPTIONAL.has(field) ? 'None' : 'Choose…' },
            ...headers.map((header) => ({ value: header, label: header })),
          ],
          choose: (header: string) => send({ type: 'import.map', field, header }),
        }))
      : [];
  const refusedHere = snapshot.matches({ withFile: { checked: 'rowsRefused' } });
  const refusedThere = snapshot.matches({ withFile: 'refused' });
  const ready = snapshot.matches({ withFile: { checked: 'ready' } });
  const count = ready || applying ? context.rows.length : 0;
  return {
    fileName: context.file?.name ?? null,
    readProblem: context.readProblem,
    reading: snapshot.matches({ withFile: 'reading' }),
    columns,
    mappingProblems: shown && mapping ? mappingProblems(mapping) : [],
    rows: shown ? context.rows : [],
    refusal: refusedHere
      ? { title: 'These rows are refused; nothing is applied while one is', reasons: context.refusals }
      : refusedThere
        ? { title: 'The file was refused; nothing was applied', reasons: context.refusals }
        : null,
    applyLabel: `Apply ${plural(count)}`,
    showApply: shown,
    canApply: ready,
    busy: applying,
    applied: snapshot.matches({ withFile: 'applied' })
      ? `Applied ${plural(context.applied)} from ${context.file?.name ?? 'the file'}.`
      : null,
    canCancel: snapshot.matches('withFile'),
    choose: (file) => send({ type: 'import.choose', file }),
    apply: () => send({ type: 'import.apply' }),
    cancel: () => send({ type: 'import.cancel' }),
  };
}

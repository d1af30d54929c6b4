import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  APPLY_FAILED,
  connectGradeImport,
  EMPTY_FILE,
  gradeImportMachine,
  gradeImportSamples,
  NO_ROWS,
  UNREADABLE,
} from '../../machines/gradeImport';
import { importRows, previewGradeCsv } from '../../src/domain/gradeCsv';
import { actionTypes, describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof gradeImportMachine>;

/** Issue 39 item 4 and decisions 0400, 0487: the grade import panel's flow, by its rules. */
describeModel({
  name: 'gradeImport',
  machine: gradeImportMachine,
  samples: gradeImportSamples,
  onStep: (report, { stubs, scratch }) => {
    const { snapshot, before, callsBefore } = stepChange<Snapshot>(report, { stubs, scratch });
    const started = stubs.calls.slice(callsBefore);
    const view = connectGradeImport(snapshot, () => undefined);
    const { type } = report.event;
    const { context } = snapshot;

    // Apply is offered only when every row of the file is OK, and it names how many it posts.
    const rows = context.mapping ? previewGradeCsv(context.table, context.mapping, context.check) : [];
    const allOk = rows.length > 0 && rows.every((row) => row.problems.length === 0);
    expect(view.canApply).toBe(allOk && snapshot.matches({ withFile: { checked: 'ready' } }));
    if (view.canApply) expect(view.applyLabel).toBe(`Apply ${rows.length} grades`);

    // Each refused row is listed as 'Row N: …' with its line in the file (the header is line 1).
    if (snapshot.matches({ withFile: { checked: 'rowsRefused' } })) {
      const expected = rows.flatMap((row) => row.problems.map((problem) => `Row ${row.line}: ${problem}`));
      expect(view.refusal?.reasons).toEqual(expected.length > 0 ? expected : [NO_ROWS]);
    }

    // Apply sends every row of the file at once, each with its line; nothing else calls the server.
    const applies = started.filter((call) => call.src === 'applyGrades');
    if (type === 'import.apply' && report.verdict?.accepted) {
      expect(applies.map((call) => call.input)).toEqual([{ rows: importRows(rows) }]);
      expect(applies[0]?.input).toMatchObject({ rows: [{ row: 2 }, { row: 3 }] });
    } else expect(applies).toEqual([]);

    // The mapping is remembered for the order's company whenever staff choose a column or apply.
    const remembered = report.actions.filter((action) => action.type === 'rememberMapping');
    if ((type === 'import.map' || type === 'import.apply') && report.verdict?.accepted) {
      expect(remembered.map((action) => action.params)).toEqual([
        { company: 1, mapping: snapshot.context.mapping },
      ]);
    } else expect(actionTypes(report)).not.toContain('rememberMapping');

    switch (type) {
      case 'xstate.done.actor.readFile':
        if (snapshot.matches('noFile')) expect(view.readProblem).toBe(EMPTY_FILE);
        else expect(view.columns.map((column) => column.label)).toContain('Certificate number column');
        break;
      case 'xstate.error.actor.readFile':
        expect(view.readProblem).toBe(UNREADABLE);
        break;
      case 'xstate.error.actor.applyGrades': {
        // The server's reasons, or that it may be tried again; nothing is said to be applied.
        const messages = (report.event as { error?: { messages?: string[] } }).error?.messages ?? [];
        expect(view.refusal).toEqual({
          title: 'The file was refused; nothing was applied',
          reasons: messages.length > 0 ? messages : [APPLY_FAILED],
        });
        expect(view.applied).toBeNull();
        break;
      }
      case 'xstate.done.actor.applyGrades':
        expect(view.applied).toBe(`Applied ${before?.context.rows.length ?? 0} grades from psa-export.csv.`);
        expect(view.refusal).toBeNull();
        break;
      case 'import.cancel':
        if (report.verdict?.accepted) {
          expect(view.fileName).toBeNull();
          expect(view.columns).toEqual([]);
          expect(view.rows).toEqual([]);
        }
        break;
    }
    // While the rows are with the server, neither a new file nor Cancel is offered.
    if (snapshot.matches('applying')) {
      expect(view.busy).toBe(true);
      expect(view.canCancel).toBe(false);
    }
  },
});

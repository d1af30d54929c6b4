import { FileUp, Upload, X } from 'lucide-react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import {
  connectGradeImport,
  gradeImportMachine,
  type ApplyGradesInput,
  type GradeImportView,
} from '../../../machines/gradeImport';
import type { GradeImportRow } from '../../domain/gradeCsv';
import type { GraderOrder } from '../../domain/graderOrder';
import { GRADING_COMPANY_LABELS } from '../../domain/statuses';
import { useScreenActor } from '../../kit/screen-actor';
import { useView } from '../../kit/use-view';
import { Alert, Button, NativeSelect } from '../../ui';
import type { Catalogue } from './order-cards';
import { rememberedMapping, rememberMapping } from './grade-import-storage';

const panelStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const mappingStyle = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' },
  // A label on two lines keeps its select level with the others.
  alignItems: 'end',
});
const tableWrapStyle = css({ overflowX: 'auto' });
const tableStyle = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { textAlign: 'left', px: '2', py: '2', borderTop: 'default', verticalAlign: 'top' },
  '& th': { color: 'fg.muted', fontWeight: 'medium' },
  // The reasons keep a readable width on a phone; the preview scrolls sideways instead.
  '& td:last-child': { minWidth: '56' },
});
const okStyle = css({ color: 'fg.success', fontWeight: 'semibold' });
const problemStyle = css({ color: 'fg.danger', overflowWrap: 'anywhere' });
const fileLabelStyle = css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' });

const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

/** The order's cards as the rows are checked against them (by reference or slip item, decision 0532). */
const cardsOf = (order: GraderOrder) =>
  order.cards.map(({ cardId, submissionId, certificateNumber }) => ({
    cardId,
    submissionId,
    certificateNumber,
  }));

/**
 * 'Import grades CSV' on a grader order's page (issue 39 item 4): a company's export read in the
 * browser, its columns mapped once per company, each row checked with OK or its reasons, and Apply
 * posting every row in one call that the server refuses whole (decisions 0400, 0487). The flow is the
 * gradeImport machine's; this view binds its view-model.
 */
export function GradeImport({
  order,
  catalogue,
  onApply,
}: {
  order: GraderOrder;
  catalogue: Catalogue;
  /** Posts the rows; rejects with the server's 'Row N: …' messages when it refuses them. */
  onApply: (rows: GradeImportRow[]) => Promise<unknown>;
}) {
  const actor = useScreenActor(
    gradeImportMachine,
    {
      actors: {
        applyGrades: fromPromise<unknown, ApplyGradesInput>(({ input }) => onApply(input.rows)),
      },
      actions: {
        rememberMapping: (_, params) => {
          if (params.mapping) rememberMapping(params.company, params.mapping);
        },
      },
    },
    {
      input: {
        company: order.gradingCompany,
        check: {
          companyLabel: GRADING_COMPANY_LABELS[order.gradingCompany],
          cards: cardsOf(order),
          ...catalogue,
        },
        remembered: rememberedMapping(order.gradingCompany),
      },
    },
  );
  // The page reads the order again after every write: the rows are checked against its cards as they
  // now are (a certificate number typed meanwhile is taken).
  useEffect(() => {
    actor.send({ type: 'import.orderRead', cards: cardsOf(order) });
  }, [actor, order]);
  const view = useView(actor, connectGradeImport);

  return (
    <section aria-labelledby="grade-import-heading" className={panelStyle}>
      <h3 id="grade-import-heading" className={css({ fontWeight: 'semibold' })}>
        Import grades CSV
      </h3>
      <label className={fileLabelStyle}>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
          <FileUp size={16} aria-hidden />
          Grades CSV file
        </span>
        <input
          type="file"
          accept=".csv,text/csv"
          disabled={view.busy}
          onChange={(event) => {
            const picked = event.currentTarget.files?.[0];
            // Cleared so that the same file, corrected, can be chosen again.
            event.currentTarget.value = '';
            if (picked) view.choose(picked);
          }}
        />
      </label>
      {view.readProblem && <p className={problemStyle}>{view.readProblem}</p>}
      {view.reading && <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Reading the file…</p>}
      {view.columns.length > 0 && (
        <div className={mappingStyle}>
          {view.columns.map((column) => (
            <NativeSelect
              key={column.field}
              label={column.label}
              value={column.value}
              onValueChange={column.choose}
              options={column.options}
              disabled={view.busy}
            />
          ))}
        </div>
      )}
      {view.mappingProblems.map((problem) => (
        <p key={problem} className={problemStyle}>
          {problem}
        </p>
      ))}
      <ImportPreview view={view} />
      {view.refusal && (
        <Alert tone="error" title={view.refusal.title}>
          <ul>
            {view.refusal.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Alert>
      )}
      {view.applied && <Alert tone="success" title={view.applied} />}
      {(view.showApply || view.canCancel) && (
        <div className={actionsStyle}>
          {view.showApply && (
            <Button variant="primary" disabled={!view.canApply || view.busy} onClick={view.apply}>
              <Upload size={16} aria-hidden />
              {view.applyLabel}
            </Button>
          )}
          {view.canCancel && (
            <Button onClick={view.cancel}>
              <X size={16} aria-hidden />
              Cancel import
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** Every row of the file with OK or its reasons. */
function ImportPreview({ view }: { view: GradeImportView }) {
  if (view.rows.length === 0) return null;
  return (
    <div className={tableWrapStyle} tabIndex={0} role="region" aria-label="Import preview">
      <table className={tableStyle} aria-label={`Rows of ${view.fileName ?? 'the file'}`}>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Card</th>
            <th scope="col">Grade</th>
            <th scope="col">Certificate number</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td className={css({ whiteSpace: 'nowrap' })}>{row.card}</td>
              <td>{row.grade}</td>
              <td>{row.certificateNumber}</td>
              <td>
                {row.problems.length === 0 ? (
                  <span className={okStyle}>OK</span>
                ) : (
                  row.problems.map((problem) => (
                    <div key={problem} className={problemStyle}>
                      {problem}
                    </div>
                  ))
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

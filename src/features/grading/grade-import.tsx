import { FileUp, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import {
  GRADE_CSV_FIELDS,
  GRADE_CSV_FIELD_LABELS,
  importRows,
  mappingProblems,
  parseCsv,
  previewGradeCsv,
  suggestMapping,
  type GradeCsvField,
  type GradeCsvMapping,
  type GradeImportRow,
} from '../../domain/gradeCsv';
import type { GraderOrder } from '../../domain/graderOrder';
import { GRADING_COMPANY_LABELS } from '../../domain/statuses';
import { Alert, Button, NativeSelect } from '../../ui';
import type { Catalogue } from './order-cards';
import { rememberedMapping, rememberMapping } from './grade-import-storage';

const panelStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const mappingStyle = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', md: 'repeat(5, minmax(0, 1fr))' },
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

interface ImportFile {
  name: string;
  table: string[][];
}

/**
 * 'Import grades CSV' on a grader order's page (issue 39 item 4): a company's export read in the
 * browser, its columns mapped once per company, each row previewed with OK or its reasons, and Apply
 * posting every row in one call that the server refuses whole (decision 0400).
 */
export function GradeImport({
  order,
  catalogue,
  onApply,
}: {
  order: GraderOrder;
  catalogue: Catalogue;
  onApply: (rows: GradeImportRow[]) => Promise<readonly string[] | null>;
}) {
  const [file, setFile] = useState<ImportFile | null>(null);
  const [mapping, setMapping] = useState<GradeCsvMapping | null>(null);
  const [refusal, setRefusal] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const headers = file?.table[0] ?? [];
  const rows = useMemo(
    () =>
      file && mapping && mappingProblems(mapping).length === 0
        ? previewGradeCsv(file.table, mapping, {
            companyLabel: GRADING_COMPANY_LABELS[order.gradingCompany],
            cards: order.cards,
            ...catalogue,
          })
        : [],
    [file, mapping, order, catalogue],
  );
  const ready = importRows(rows);

  const read = async (picked: File | undefined) => {
    setRefusal([]);
    if (!picked) return;
    const table = parseCsv(await picked.text());
    setFile({ name: picked.name, table });
    setMapping(suggestMapping(table[0] ?? [], rememberedMapping(order.gradingCompany)));
  };
  const choose = (field: GradeCsvField, header: string) => {
    if (!mapping) return;
    const next = { ...mapping, [field]: header };
    setMapping(next);
    rememberMapping(order.gradingCompany, next);
  };
  const apply = async () => {
    if (!ready || !mapping) return;
    setBusy(true);
    rememberMapping(order.gradingCompany, mapping);
    const refused = await onApply(ready);
    setBusy(false);
    if (refused) setRefusal(refused);
    else {
      setFile(null);
      setRefusal([]);
    }
  };

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
          onChange={(event) => void read(event.currentTarget.files?.[0])}
        />
      </label>
      {file && mapping && (
        <>
          <div className={mappingStyle}>
            {GRADE_CSV_FIELDS.map((field) => (
              <NativeSelect
                key={field}
                label={`${GRADE_CSV_FIELD_LABELS[field]} column`}
                value={mapping[field]}
                onValueChange={(header) => choose(field, header)}
                options={[
                  { value: '', label: field === 'qualifier' || field === 'gradeError' ? 'None' : 'Choose…' },
                  ...headers.map((header) => ({ value: header, label: header })),
                ]}
              />
            ))}
          </div>
          {mappingProblems(mapping).map((problem) => (
            <p key={problem} className={problemStyle}>
              {problem}
            </p>
          ))}
          {rows.length > 0 && (
            <div className={tableWrapStyle} tabIndex={0} role="region" aria-label="Import preview">
              <table className={tableStyle} aria-label={`Rows of ${file.name}`}>
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
                  {rows.map((row) => (
                    <tr key={row.line}>
                      <td>{row.line}</td>
                      <td>{row.card}</td>
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
          )}
          {refusal.length > 0 && (
            <Alert tone="error" title="The file was refused; nothing was applied">
              <ul>
                {refusal.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </Alert>
          )}
          {rows.length > 0 && !ready && (
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              Fix the rows marked in the file and choose it again: nothing is applied while a row is refused.
            </p>
          )}
          <div>
            <Button variant="primary" disabled={!ready || busy} onClick={() => void apply()}>
              <Upload size={16} aria-hidden />
              Apply {ready ? ready.length : 0} grades
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

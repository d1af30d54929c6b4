import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { css, cx } from 'styled-system/css';
import type { Card } from '../../domain/card';
import {
  GRADING_DESCRIPTION_LABELS,
  type GradingDescription,
  type GradingDescriptionField,
} from '../../domain/cardDescription';
import {
  cardEntryMachine,
  connectCardEntry,
  type CardEntryView,
  type EntryRow,
  type EntryValues,
  type SaveRowInput,
} from '../../../machines/cardEntry';
import { useScreenActor } from '../../kit/screen-actor';
import { useView } from '../../kit/use-view';
import { Input, plainListStyle } from '../../ui';

const listStyle = cx(plainListStyle, css({ display: 'flex', flexDirection: 'column', mt: '3' }));
const rowStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  py: '3',
  borderTop: 'default',
  _first: { borderTop: 'none', pt: '0' },
});
const headStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '3',
  rowGap: '1',
  alignItems: 'baseline',
});
const nameStyle = css({ fontWeight: 'medium', overflowWrap: 'anywhere' });
const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm' });
const failedStyle = css({ color: 'fg.danger', fontSize: 'sm' });
const fieldsStyle = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: '6rem minmax(0, 2fr) minmax(0, 2fr) 7rem' },
  alignItems: 'start',
});
const labelStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  fontSize: 'xs',
  color: 'fg.muted',
});
const problemStyle = css({ color: 'fg.danger', fontSize: 'xs' });

const fieldId = (cardId: string, field: string) => `card-${cardId}-${field}`;

const rowsOf = (cards: readonly Card[]): EntryRow[] =>
  cards.map((card) => ({ id: card.id, values: { ...card.gradingDescription } }));

const descriptionOf = (values: EntryValues): GradingDescription => ({
  year: values.year ?? '',
  set: values.set ?? '',
  subject: values.subject ?? '',
  cardNumber: values.cardNumber ?? '',
});

/**
 * What a grading company asks of each card (issue 39 item 2, decision 0520): year, set, subject and
 * card number, typed down the list of the submission's cards on the cardEntry machine. Tab goes
 * through a card's fields and on to the next card; Enter saves the card and goes to the same field of
 * the next one; leaving a card saves it too. A failed save keeps what was typed and says why.
 */
export function CardDescriptions({ submissionId, cards }: { submissionId: string; cards: readonly Card[] }) {
  const rows = useMemo(() => rowsOf(cards), [cards]);
  const actor = useScreenActor(
    cardEntryMachine,
    ({ backend }) => ({
      actors: {
        saveRow: fromPromise<unknown, SaveRowInput>(({ input }) =>
          backend().cards.describe(submissionId, input.rowId, descriptionOf(input.values)),
        ),
      },
    }),
    { input: { check: { kind: 'description' }, rows } },
  );
  // The cards are read again after an upload: drafts that still differ are kept (the machine's rule).
  const read = JSON.stringify(rows);
  useEffect(() => {
    actor.send({ type: 'entry.rows', rows: JSON.parse(read) as EntryRow[] });
  }, [actor, read]);
  const view = useView(actor, connectCardEntry);
  const names = new Map(cards.map((card) => [card.id, card.name]));
  return (
    <ul className={listStyle} aria-label="Card descriptions">
      {view.rows.map((row, index) => (
        <DescriptionRow
          key={row.id}
          view={view}
          row={row}
          name={names.get(row.id) ?? ''}
          nextId={view.rows[index + 1]?.id ?? null}
        />
      ))}
    </ul>
  );
}

function DescriptionRow({
  view,
  row,
  name,
  nextId,
}: {
  view: CardEntryView;
  row: CardEntryView['rows'][number];
  name: string;
  nextId: string | null;
}) {
  return (
    <li
      className={rowStyle}
      onBlur={(event) => {
        // Leaving the card (Tab from its last field, a click elsewhere) saves it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) view.save(row.id);
      }}
    >
      <div className={headStyle}>
        <span className={nameStyle}>{`Card ${row.id}`}</span>
        {name && <span className={mutedStyle}>{name}</span>}
        <span className={row.status === 'failed' ? failedStyle : mutedStyle} role="status">
          {row.statusText}
        </span>
      </div>
      <div className={fieldsStyle}>
        {view.fields.map((field) => {
          const problem = row.problems[field];
          const label = GRADING_DESCRIPTION_LABELS[field as GradingDescriptionField];
          return (
            <label key={field} className={labelStyle}>
              {label}
              <Input
                id={fieldId(row.id, field)}
                aria-label={`${label} of card ${row.id}`}
                value={row.values[field] ?? ''}
                autoComplete="off"
                inputMode={field === 'year' ? 'numeric' : undefined}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${fieldId(row.id, field)}-problem` : undefined}
                onChange={(event) => view.edit(row.id, field, event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  // Enter saves the card and goes down to the same field of the next one.
                  event.preventDefault();
                  view.save(row.id);
                  if (nextId) document.getElementById(fieldId(nextId, field))?.focus();
                }}
              />
              {problem && (
                <span id={`${fieldId(row.id, field)}-problem`} className={problemStyle}>
                  {problem}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </li>
  );
}

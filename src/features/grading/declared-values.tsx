import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import {
  cardEntryMachine,
  connectCardEntry,
  type CardEntryView,
  type EntryRow,
  type EntryRowView,
  type SaveRowInput,
} from '../../../machines/cardEntry';
import type { GraderOrder } from '../../domain/graderOrder';
import { useScreenActor } from '../../kit/screen-actor';
import { useView } from '../../kit/use-view';
import { Input } from '../../ui';

// The field is narrow; what is said of it (over the limit, saved) takes the row's width.
const fieldStyle = css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'start' });
const inputStyle = css({ w: { base: 'full', sm: '40' } });
const labelStyle = css({ fontSize: 'xs', color: 'fg.muted' });
const problemStyle = css({ color: 'fg.danger', fontSize: 'xs' });
const statusStyle = css({ color: 'fg.muted', fontSize: 'xs' });

const valueFieldId = (cardId: string) => `order-value-${cardId}`;

const rowsOf = (order: Pick<GraderOrder, 'cards'>): EntryRow[] =>
  order.cards.map((card) => ({ id: card.cardId, values: { declaredValue: String(card.declaredValue) } }));

/**
 * Each card's declared value on the order's page while it is being prepared (decision 0520), on the
 * cardEntry machine: typed down the list, checked against the service's per-card limit with the
 * server's text, saved card by card (assigning a card already in the order sets its value). `onSaved`
 * hears the order as it now is, so the page's totals follow.
 */
export function useDeclaredValues(
  order: Pick<GraderOrder, 'id' | 'service' | 'cards'>,
  save: (cardId: string, declaredValue: number) => Promise<unknown>,
): CardEntryView {
  const rows = useMemo(() => rowsOf(order), [order]);
  const actor = useScreenActor(
    cardEntryMachine,
    {
      actors: {
        saveRow: fromPromise<unknown, SaveRowInput>(({ input }) =>
          save(input.rowId, Number(input.values.declaredValue)),
        ),
      },
    },
    { input: { check: { kind: 'declaredValue', service: order.service }, rows } },
  );
  // The page reads the order again after every write: a value typed meanwhile stays a draft.
  const read = JSON.stringify(rows);
  useEffect(() => {
    actor.send({ type: 'entry.rows', rows: JSON.parse(read) as EntryRow[] });
  }, [actor, read]);
  return useView(actor, connectCardEntry);
}

/** A card's 'Declared value' field: Enter saves it and goes to the next card's; leaving it saves too. */
export function DeclaredValueField({
  view,
  row,
  nextCardId,
}: {
  view: CardEntryView;
  row: EntryRowView;
  nextCardId: string | null;
}) {
  const problem = row.problems.declaredValue;
  const id = valueFieldId(row.id);
  return (
    <div className={fieldStyle}>
      <label className={labelStyle} htmlFor={id}>
        Declared value
      </label>
      <Input
        id={id}
        className={inputStyle}
        aria-label={`Declared value of card ${row.id}`}
        value={row.values.declaredValue ?? ''}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => view.edit(row.id, 'declaredValue', event.currentTarget.value)}
        onBlur={() => view.save(row.id)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          view.save(row.id);
          if (nextCardId) document.getElementById(valueFieldId(nextCardId))?.focus();
        }}
      />
      {problem && (
        <span id={`${id}-problem`} className={problemStyle}>
          {problem}
        </span>
      )}
      {row.statusText && (
        <span className={row.status === 'failed' ? problemStyle : statusStyle} role="status">
          {row.statusText}
        </span>
      )}
    </div>
  );
}

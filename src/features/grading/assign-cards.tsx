import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import {
  cardAssignmentMachine,
  connectCardAssignment,
  type AddCardsInput,
  type CardAssignmentView,
} from '../../../machines/cardAssignment';
import { formatCurrency } from '../../domain/format';
import type { GraderOrder } from '../../domain/graderOrder';
import { maxPerCardText, serviceLabel } from '../../domain/pricing';
import type { ServiceKey } from '../../domain/submission';
import { useScreenActor } from '../../kit/screen-actor';
import { useView } from '../../kit/use-view';
import { Alert, Button, Checkbox, Input } from '../../ui';
import { findSubmissions, loadSubmissionCards } from './assignment-calls';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' });
const labelStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  fontSize: 'sm',
  flex: '1',
  minW: '56',
});
const helpStyle = css({ color: 'fg.muted', fontSize: 'xs' });
const listStyle = css({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '0',
  m: '0',
});
const cardRow = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) auto' },
  gap: '1',
  alignItems: 'center',
  py: '1.5',
  borderBottomWidth: 'thin',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border.default',
});
const reasonStyle = css({ color: 'fg.muted', fontSize: 'sm', ps: '7' });
const valueStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  ps: { base: '7', sm: '0' },
  w: { base: 'full', sm: '40' },
});
// Under its card's row, across it: a 160 px column would break the limit's sentence into four lines.
const problemStyle = css({
  gridColumn: '1 / -1',
  justifySelf: { base: 'start', sm: 'end' },
  ps: { base: '7', sm: '0' },
  color: 'fg.danger',
  fontSize: 'xs',
});

/**
 * 'Add cards' on a grader order being prepared (issue 39 item 3), on the cardAssignment machine: find
 * a submission by its number or customer, its cards listed with the ones that can go in ticked (Space
 * ticks, Enter adds), the others saying why not; each card's declared value typed in its own field down
 * the list, checked against the service's per-card limit as the server checks it (decision 0520).
 */
export function AssignCards({
  order,
  onAdd,
}: {
  order: Pick<GraderOrder, 'id' | 'gradingCompany' | 'service'>;
  /** Sends the ticked cards; answers the order as it now is (a refusal rejects with its reasons). */
  onAdd: (input: AddCardsInput) => Promise<GraderOrder>;
}) {
  const actor = useScreenActor(
    cardAssignmentMachine,
    ({ backend }) => ({
      actors: {
        findSubmissions: fromPromise(({ input }: { input: { query: string } }) =>
          findSubmissions(backend(), input.query),
        ),
        loadSubmission: fromPromise(({ input }: { input: { orderId: string; submissionId: string } }) =>
          loadSubmissionCards(backend(), order, input.submissionId),
        ),
        addCards: fromPromise(({ input }: { input: AddCardsInput }) => onAdd(input)),
      },
    }),
    { input: { orderId: order.id, service: order.service } },
  );
  const view = useView(actor, connectCardAssignment);
  return (
    <section className={stack} aria-label="Add a submission’s cards">
      {view.submission ? (
        <CardPicker view={view} service={order.service} />
      ) : (
        <SubmissionSearch view={view} />
      )}
      {view.problems.length > 0 && (
        <Alert tone="error" title="Those cards were not added">
          <ul>
            {view.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
    </section>
  );
}

function SubmissionSearch({ view }: { view: CardAssignmentView }) {
  return (
    <>
      <form
        className={row}
        role="search"
        aria-label="Find a submission"
        onSubmit={(event) => {
          event.preventDefault();
          view.find();
        }}
      >
        <label className={labelStyle}>
          Submission number or customer
          <Input
            value={view.query}
            onChange={(event) => view.setQuery(event.currentTarget.value)}
            autoComplete="off"
          />
        </label>
        <Button type="submit" loading={view.busy}>
          Find
        </Button>
      </form>
      {view.hits &&
        (view.hits.length === 0 ? (
          <p className={helpStyle} role="status">
            No submission matches.
          </p>
        ) : (
          <ul className={listStyle} aria-label="Submissions found">
            {view.hits.map((hit) => (
              <li key={hit.id}>
                <Button variant="ghost" onClick={() => view.pick(hit.id)} disabled={view.busy}>
                  {`Submission ${hit.id} · ${hit.customerName}`}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}

const valueFieldId = (cardId: string) => `declared-value-${cardId}`;

/** The next card down the list whose value can be typed, after `cardId`. */
function nextValueField(view: CardAssignmentView, cardId: string): HTMLElement | null {
  const index = view.cards.findIndex((card) => card.id === cardId);
  const next = view.cards.slice(index + 1).find((card) => card.availability.available);
  return next ? document.getElementById(valueFieldId(next.id)) : null;
}

function CardPicker({ view, service }: { view: CardAssignmentView; service: ServiceKey }) {
  const first = useRef<HTMLDivElement>(null);
  const submissionId = view.submission?.id;
  // Keyboard first: the first card takes focus when the list opens, so Space ticks and Enter adds.
  useEffect(() => {
    first.current?.querySelector('input')?.focus();
  }, [submissionId]);
  const limit = maxPerCardText(service);
  return (
    <form
      className={stack}
      aria-label={`Cards of submission ${submissionId ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        view.add();
      }}
      onKeyDown={(event) => {
        // Enter on a card's box adds, as it does in the last card's value.
        if (
          event.key === 'Enter' &&
          event.target instanceof HTMLInputElement &&
          event.target.type === 'checkbox'
        ) {
          event.preventDefault();
          view.add();
        }
      }}
    >
      <p>
        <strong>{`Submission ${submissionId ?? ''}`}</strong>
        {` · ${view.submission?.customerName ?? ''} · ${view.chosenCount} of ${view.cards.length} cards ticked · ${serviceLabel(service)}${limit ? ` ${limit}` : ''}`}
      </p>
      <ul className={listStyle} aria-label="Its cards">
        {view.cards.map((card, index) => (
          <li key={card.id} className={cardRow}>
            <div ref={index === 0 ? first : undefined}>
              <Checkbox
                label={`${card.description} · ${card.service || 'No service this company grades'}`}
                checked={card.chosen}
                disabled={!card.availability.available}
                onCheckedChange={() => view.toggle(card.id)}
              />
              {!card.availability.available && (
                <p className={reasonStyle}>{`Not available: ${card.availability.reason}`}</p>
              )}
            </div>
            {card.availability.available && (
              <div className={valueStyle}>
                <Input
                  id={valueFieldId(card.id)}
                  aria-label={`Declared value of card ${card.id}`}
                  value={card.value}
                  onChange={(event) => view.setValue(card.id, event.currentTarget.value)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    // Enter goes down the list to the next card's value; from the last one it adds.
                    event.preventDefault();
                    const next = nextValueField(view, card.id);
                    if (next) next.focus();
                    else view.add();
                  }}
                  type="number"
                  min={0}
                  step="0.01"
                  inputMode="decimal"
                  placeholder="$"
                  aria-invalid={card.valueProblem ? true : undefined}
                  aria-describedby={card.valueProblem ? `${valueFieldId(card.id)}-problem` : undefined}
                />
              </div>
            )}
            {card.availability.available && card.valueProblem && (
              <span id={`${valueFieldId(card.id)}-problem`} className={problemStyle}>
                {card.valueProblem}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className={helpStyle} role="status">
        {view.unpriced > 0
          ? `Type the declared value of ${view.unpriced} ticked ${view.unpriced === 1 ? 'card' : 'cards'}.`
          : view.total !== null
            ? `Declared value ${formatCurrency(view.total)} · Enter in a value goes to the next card.`
            : 'Space ticks a card; Enter in a value goes to the next card, and adds from the last.'}
      </p>
      <div className={row}>
        <Button type="button" onClick={view.toggleAll} disabled={view.availableCount === 0 || view.busy}>
          {view.chosenCount === view.availableCount && view.availableCount > 0
            ? 'Untick all'
            : 'Tick all available'}
        </Button>
        <Button type="submit" variant="primary" loading={view.busy} disabled={!view.canAdd}>
          {`Add ${view.chosenCount} ${view.chosenCount === 1 ? 'card' : 'cards'}`}
        </Button>
        <Button type="button" variant="ghost" onClick={view.back} disabled={view.busy}>
          Another submission
        </Button>
      </div>
    </form>
  );
}

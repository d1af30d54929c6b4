import { Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { wrap } from 'styled-system/patterns';
import type { CardEntryView } from '../../../machines/cardEntry';
import { describeCard } from '../../domain/cardDescription';
import type { CardGrade, CardGradeError, CardQualifier } from '../../domain/catalogue';
import { EMPTY_VALUE, formatCurrency } from '../../domain/format';
import { estimateAndGrade, type GraderOrderCard } from '../../domain/graderOrder';
import { Button, controlRecipe, IconButton, Input, plainListStyle } from '../../ui';
import { DeclaredValueField } from './declared-values';

export const listStyle = cx(plainListStyle, css({ display: 'flex', flexDirection: 'column' }));
export const rowStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  py: '3',
  borderTop: 'default',
  _first: { borderTop: 'none', pt: '0' },
});
// The card's two lines, with its Remove button beside them while the order is being prepared.
const summaryStyle = css({ display: 'flex', alignItems: 'start', gap: '3' });
const summaryTextStyle = css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '2' });
export const headStyle = wrap({ justify: 'space-between', align: 'baseline', columnGap: '3', rowGap: '1' });
const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm' });
const strongStyle = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });
const gradeFormStyle = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: '1fr', md: 'repeat(4, minmax(0, 1fr)) auto' },
  alignItems: 'end',
});
// The browser's own select drawn like the kit's controls, left uncontrolled so typing down the list keeps
// no state in React.
const selectStyle = cx(controlRecipe(), css({ cursor: 'pointer' }));
export const labelStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  fontSize: 'xs',
  color: 'fg.muted',
});

export interface Catalogue {
  grades: readonly CardGrade[];
  qualifiers: readonly CardQualifier[];
  gradeErrors: readonly CardGradeError[];
}

export interface GradeTyped {
  cardId: string;
  gradeId: string;
  qualifierId: string | null;
  gradeErrorId: string | null;
  certificateNumber: string;
}

const gradeFieldId = (cardId: string) => `grade-${cardId}`;

export const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * A card's grade typed down the list by keyboard: grade, qualifier, grade error, certificate number,
 * Enter saves it and moves to the next card's grade.
 */
function GradeForm({
  card,
  catalogue,
  nextCardId,
  onGrade,
}: {
  card: GraderOrderCard;
  catalogue: Catalogue;
  nextCardId: string | null;
  onGrade: (grade: GradeTyped) => Promise<boolean>;
}) {
  const name = `card ${card.cardId}`;
  return (
    <form
      className={gradeFormStyle}
      aria-label={`Grade ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        void onGrade({
          cardId: card.cardId,
          gradeId: text(data, 'gradeId'),
          qualifierId: text(data, 'qualifierId') || null,
          gradeErrorId: text(data, 'gradeErrorId') || null,
          certificateNumber: text(data, 'certificateNumber'),
        }).then((saved) => {
          if (saved && nextCardId) document.getElementById(gradeFieldId(nextCardId))?.focus();
        });
      }}
    >
      <label className={labelStyle}>
        Grade
        <select
          id={gradeFieldId(card.cardId)}
          name="gradeId"
          required
          className={selectStyle}
          defaultValue={card.gradeId ?? ''}
          aria-label={`Grade for ${name}`}
        >
          <option value="">Choose…</option>
          {catalogue.grades.map((grade) => (
            <option key={grade.id} value={grade.id}>
              {grade.score} {grade.code}
            </option>
          ))}
        </select>
      </label>
      <label className={labelStyle}>
        Qualifier
        <select
          name="qualifierId"
          className={selectStyle}
          defaultValue={card.qualifierId ?? ''}
          aria-label={`Qualifier for ${name}`}
        >
          <option value="">None</option>
          {catalogue.qualifiers.map((qualifier) => (
            <option key={qualifier.id} value={qualifier.id}>
              {qualifier.code}
            </option>
          ))}
        </select>
      </label>
      <label className={labelStyle}>
        Grade error
        <select
          name="gradeErrorId"
          className={selectStyle}
          defaultValue={card.gradeErrorId ?? ''}
          aria-label={`Grade error for ${name}`}
        >
          <option value="">None</option>
          {catalogue.gradeErrors.map((error) => (
            <option key={error.id} value={error.id}>
              {error.name}
            </option>
          ))}
        </select>
      </label>
      <label className={labelStyle}>
        Certificate number
        <Input
          name="certificateNumber"
          required
          autoComplete="off"
          defaultValue={card.certificateNumber ?? ''}
          aria-label={`Certificate number for ${name}`}
        />
      </label>
      <Button type="submit">Save grade</Button>
    </form>
  );
}

export interface OrderCardsProps {
  cards: readonly GraderOrderCard[];
  catalogue: Catalogue;
  canGrade: boolean;
  canRemove: boolean;
  onGrade: (grade: GradeTyped) => Promise<boolean>;
  onRemove: (cardId: string) => void;
  /** Each card's declared value typed down the list, while the order is being prepared. */
  values?: CardEntryView;
}

/**
 * The order's cards: what each is as a grading company asks (year, set, subject, card number; decision
 * 0520), whose it is, its declared value (typed here while preparing), the estimate beside the grade.
 */
export function OrderCards({
  cards,
  catalogue,
  canGrade,
  canRemove,
  onGrade,
  onRemove,
  values,
}: OrderCardsProps) {
  if (cards.length === 0) return <p className={mutedStyle}>No cards in this order yet.</p>;
  return (
    <ul className={listStyle} aria-label="Cards in this order">
      {cards.map((card, index) => {
        const described = describeCard(card.gradingDescription);
        const valueRow = values?.rows.find((row) => row.id === card.cardId);
        return (
          <li key={card.cardId} className={rowStyle}>
            <div className={summaryStyle}>
              <div className={summaryTextStyle}>
                <div className={headStyle}>
                  <span className={strongStyle}>{described || card.cardName || `Card ${card.cardId}`}</span>
                  {!valueRow && (
                    <span className={mutedStyle}>{formatCurrency(card.declaredValue)} declared</span>
                  )}
                </div>
                {!described && <span className={mutedStyle}>No year, set, subject or card number yet</span>}
                <div className={headStyle}>
                  <span className={mutedStyle}>
                    Card {card.cardId} ·{' '}
                    <Link href={`/submissions/${encodeURIComponent(card.submissionId)}`}>
                      Submission {card.submissionId}
                    </Link>{' '}
                    · {card.customerName || EMPTY_VALUE}
                  </span>
                  <span>
                    {estimateAndGrade(card)}
                    {card.certificateNumber ? ` · Cert ${card.certificateNumber}` : ''}
                  </span>
                </div>
              </div>
              {canRemove && (
                <IconButton
                  label={`Remove card ${card.cardId}`}
                  icon={<Trash2 size={16} aria-hidden />}
                  onClick={() => onRemove(card.cardId)}
                />
              )}
            </div>
            {values && valueRow && (
              <DeclaredValueField
                view={values}
                row={valueRow}
                nextCardId={cards[index + 1]?.cardId ?? null}
              />
            )}
            {canGrade && (
              <GradeForm
                card={card}
                catalogue={catalogue}
                nextCardId={cards[index + 1]?.cardId ?? null}
                onGrade={onGrade}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { css } from 'styled-system/css';
import { wrap } from 'styled-system/patterns';
import type { PrescreenDraftView } from '../../../machines/prescreenDraft';
import { formatNumber } from '../../domain/format';
import { Button, Input } from '../../ui';

const barStyle = wrap({
  align: 'center',
  gap: '3',
  p: '3',
  border: 'default',
  borderRadius: 'md',
  bg: 'bg.surface',
});
const jumpStyle = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' });
const numberStyle = css({ w: '20' });
const dotsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', m: '0', p: '0' });
const dotStyle = css({
  minW: '8',
  h: '8',
  px: '2',
  borderRadius: 'md',
  border: 'default',
  fontSize: 'xs',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  bg: 'bg.surface',
  color: 'fg.default',
  '&[aria-current=true]': { bg: 'accent.default', color: 'fg.onAccent', borderColor: 'accent.default' },
  '&[data-unsaved]': {
    borderColor: 'feedback.warning.border',
    borderStyle: 'dashed',
    fontWeight: 'semibold',
  },
  _focusVisible: {
    outlineWidth: 'thick',
    outlineStyle: 'solid',
    outlineColor: 'border.focus',
    outlineOffset: '0.5',
  },
});

/** Previous / Next (wrapping), a number box to jump, and a button per card marking unsaved drafts. */
export function ReviewNavigator({ view }: { view: PrescreenDraftView }) {
  const count = view.cards.length;
  return (
    <nav className={barStyle} aria-label="Cards">
      <Button variant="secondary" size="sm" onClick={view.previous} aria-keyshortcuts="ArrowLeft P">
        <ChevronLeft aria-hidden="true" size="1em" />
        Previous
      </Button>
      <label className={jumpStyle}>
        Card
        <Input
          className={numberStyle}
          type="number"
          min={1}
          max={count}
          value={view.index + 1}
          onChange={(event) => {
            const number = Number(event.currentTarget.value);
            if (Number.isInteger(number) && number >= 1 && number <= count) view.select(number - 1);
          }}
        />
        {`of ${formatNumber(count)}`}
      </label>
      <Button variant="secondary" size="sm" onClick={view.next} aria-keyshortcuts="ArrowRight N">
        Next
        <ChevronRight aria-hidden="true" size="1em" />
      </Button>
      <ol className={dotsStyle} aria-label="Jump to card">
        {view.cards.map((card, index) => {
          const unsaved = view.unsaved.includes(card.id);
          return (
            <li key={card.id}>
              <button
                type="button"
                className={dotStyle}
                aria-current={index === view.index}
                data-unsaved={unsaved ? '' : undefined}
                aria-label={`Card ${index + 1}${unsaved ? ', unsaved changes' : ''}`}
                title={unsaved ? 'Unsaved changes' : undefined}
                onClick={() => view.select(index)}
              >
                {index + 1}
                {unsaved ? '*' : ''}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

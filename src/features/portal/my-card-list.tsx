import { ImageOff } from 'lucide-react';
import { css } from 'styled-system/css';
import { estimateAndGrade } from '../../domain/graderOrder';
import { NOT_YET_POSTED, type MyCard } from '../../domain/portal';
import { factsStyle, plainListStyle, tileStyle } from '../../ui';

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
const photoStyle = css({
  w: 'full',
  aspectRatio: 'landscape',
  objectFit: 'contain',
  bg: 'bg.subtle',
  borderRadius: 'md',
});
const noPhotoStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  aspectRatio: 'landscape',
  bg: 'bg.subtle',
  borderRadius: 'md',
  color: 'fg.muted',
  fontSize: 'sm',
});

/**
 * The submission's cards: the front-and-back photo, the prescreen result, and its estimate beside the
 * grade it got ('Estimated 9 · Graded PSA 10'; 'Estimated 9 · Not yet posted' until then).
 */
export function MyCardList({ cards }: { cards: readonly MyCard[] }) {
  if (cards.length === 0) {
    return (
      <p className={css({ color: 'fg.muted' })}>Your cards appear here once we have photographed them.</p>
    );
  }
  return (
    <ul className={`${plainListStyle} ${gridStyle}`}>
      {cards.map((card) => (
        <li key={card.id} className={tileStyle}>
          {card.photoUrl ? (
            <img
              src={card.photoUrl}
              alt={`${card.name}, front and back`}
              className={photoStyle}
              loading="lazy"
            />
          ) : (
            <div className={noPhotoStyle}>
              <ImageOff size={18} aria-hidden /> No photo yet
            </div>
          )}
          <h3 className={css({ fontWeight: 'semibold', mt: '3', overflowWrap: 'anywhere' })}>{card.name}</h3>
          {card.description && (
            <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>{card.description}</p>
          )}
          <dl className={factsStyle}>
            <dt>Prescreen</dt>
            <dd>{card.recommendation ?? 'Not prescreened yet'}</dd>
            <dt>Grade</dt>
            <dd>
              {estimateAndGrade(
                { estimatedGrade: card.estimatedGrade, gradeText: card.grade },
                NOT_YET_POSTED,
              )}
            </dd>
            <dt>Certificate</dt>
            <dd>{card.certificateNumber ?? NOT_YET_POSTED}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

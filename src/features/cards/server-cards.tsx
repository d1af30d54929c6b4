import type { Card } from '../../domain/card';
import { formatDateTime } from '../../domain/format';
import { estimateAndGrade } from '../../domain/graderOrder';
import { CARD_TEXTS } from '../../../machines/cardUpload';
import { Button, EmptyState, LoadingState } from '../../ui';
import { styles } from './card-imagery.styles';

/** The composite (or its thumbnail) the server keeps for a card. */
export function imageOf(card: Card): string | null {
  const asset =
    card.assets.find((entry) => entry.type === 'thumbnail') ??
    card.assets.find((entry) => entry.type === 'composite');
  return card.imageUrl ?? card.previewUrl ?? asset?.url ?? null;
}

export interface ServerCardsProps {
  loading: boolean;
  error: string | null;
  cards: readonly Card[];
  onRetry: () => void;
  onPreview: (preview: { title: string; src: string }) => void;
  /** The grade each card got at its grading company ('PSA 10'), by card id. */
  gradeTexts?: ReadonlyMap<string, string>;
}

/**
 * The cards already uploaded: thumbnail (opens a large preview), name, its prescreen estimate beside
 * the grade it got ('Estimated 9 · Graded PSA 10'), upload time, image status.
 */
export function ServerCards({ loading, error, cards, onRetry, onPreview, gradeTexts }: ServerCardsProps) {
  if (error) {
    return (
      <div role="alert" className={styles.alert}>
        <div>
          <p className={styles.alertTitle}>{CARD_TEXTS.loadFailedTitle}</p>
          <p>{error}</p>
        </div>
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  if (loading && cards.length === 0) return <LoadingState message="Loading cards…" />;
  if (cards.length === 0) {
    return (
      <EmptyState title="No cards uploaded yet" description="Cards appear here once they are uploaded." />
    );
  }
  return (
    <ul className={styles.grid} aria-label="Uploaded cards" aria-busy={loading}>
      {cards.map((card) => {
        const src = imageOf(card);
        return (
          <li key={card.id} className={styles.serverCard}>
            {src ? (
              <button
                type="button"
                className={styles.thumbButton}
                aria-label={`Preview ${card.name}`}
                onClick={() => onPreview({ title: card.name, src })}
              >
                <img src={src} alt={`${card.name}, front and back`} loading="lazy" decoding="async" />
              </button>
            ) : (
              <div className={styles.emptySide}>No image</div>
            )}
            <span className={styles.name}>{card.name}</span>
            <span className={styles.grade}>
              {estimateAndGrade({
                estimatedGrade: card.estimatedGrade,
                gradeText: gradeTexts?.get(card.id) ?? null,
              })}
            </span>
            <span className={styles.muted}>
              {card.uploadedAt ? `Uploaded ${formatDateTime(card.uploadedAt)}` : 'Upload time unknown'}
            </span>
            <span className={styles.muted}>Image: {card.imageStatus ?? 'Unknown'}</span>
          </li>
        );
      })}
    </ul>
  );
}

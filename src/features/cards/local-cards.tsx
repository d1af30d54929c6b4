import { useRef, useState, type DragEvent } from 'react';
import { CARD_TEXTS, type CardUploadView, type LocalCardView } from '../../../machines/cardUpload';
import type { CardSide } from '../../domain/cardPairing';
import { Button } from '../../ui';
import { BlobImage } from './blob-image';
import { styles } from './card-imagery.styles';

export type LocalPreview = { title: string; blob: Blob; rotation: number };

/** Both faces of a card, in the order its buttons list them. */
const SIDES: readonly CardSide[] = ['front', 'back'];

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

function phaseText(card: LocalCardView): string {
  switch (card.phase) {
    case 'incomplete':
      return card.front ? 'Needs a back image' : 'Needs a front image';
    case 'composing':
      return 'Preparing image…';
    case 'composed':
      return 'Image ready';
    case 'uploading':
      return `Uploading ${percent(card.progress)}`;
    default:
      return 'Ready to upload';
  }
}

interface SideProps {
  card: LocalCardView;
  side: CardSide;
  label: string;
  onPreview: (preview: LocalPreview) => void;
}

function Side({ card, side, label, onPreview }: SideProps) {
  const image = card[side];
  const sideName = side === 'front' ? 'Front' : 'Back';
  return (
    <div className={styles.side}>
      <span>{sideName}</span>
      {image ? (
        <button
          type="button"
          className={styles.sideThumb}
          aria-label={`Preview ${side} of ${label}`}
          onClick={() =>
            onPreview({ title: `${sideName} of ${label}`, blob: image.blob, rotation: image.rotation })
          }
        >
          <BlobImage
            blob={image.thumbnail ?? image.blob}
            alt={`${sideName} of ${label}: ${image.name}`}
            style={{ transform: `rotate(${image.rotation}deg)` }}
            data-rotation={image.rotation}
          />
        </button>
      ) : (
        <div className={styles.emptySide}>No {side} image</div>
      )}
      {image && <span className={styles.muted}>{image.name}</span>}
    </div>
  );
}

interface LocalCardsProps {
  view: CardUploadView;
  onPreview: (preview: LocalPreview) => void;
}

/** The drop zone, the messages and the list of cards being prepared, with their actions and progress. */
export function LocalCards({ view, onPreview }: LocalCardsProps) {
  const picker = useRef<HTMLInputElement>(null);
  const replacer = useRef<HTMLInputElement>(null);
  const replaceTarget = useRef<{ cardId: string; side: CardSide } | null>(null);
  const [dragging, setDragging] = useState(false);
  const disabled = !view.canEdit;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && event.dataTransfer.files.length > 0) view.add([...event.dataTransfer.files]);
  };
  const replace = (cardId: string, side: CardSide) => {
    replaceTarget.current = { cardId, side };
    replacer.current?.click();
  };

  return (
    <>
      <div
        role="group"
        aria-label="Add card photos"
        className={styles.dropZone}
        data-dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>Drop front and back photos here, or choose them. Files are paired by name.</p>
        <p className={styles.muted}>{CARD_TEXTS.uploadImagesOnly}</p>
        <Button onClick={() => picker.current?.click()} disabled={disabled}>
          Choose images
        </Button>
        <input
          ref={picker}
          type="file"
          multiple
          accept="image/*"
          aria-label="Card images"
          className={styles.hiddenInput}
          tabIndex={-1}
          disabled={disabled}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) view.add(files);
          }}
        />
        <input
          ref={replacer}
          type="file"
          accept="image/*"
          aria-label="Replacement image"
          className={styles.hiddenInput}
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            const target = replaceTarget.current;
            if (file && target) view.replace(target.cardId, target.side, file);
          }}
        />
      </div>

      {view.reading && <p role="status">Reading images…</p>}
      {view.notice && (
        <div role="alert" className={styles.alert}>
          <p>{view.notice}</p>
          <Button size="sm" variant="ghost" onClick={view.dismissNotice}>
            Dismiss
          </Button>
        </div>
      )}
      {view.uploadError && (
        <div role="alert" className={styles.alert}>
          <div>
            <p className={styles.alertTitle}>{CARD_TEXTS.submitFailed}</p>
            <p>{view.uploadError}</p>
          </div>
        </div>
      )}

      {view.cards.length > 0 && (
        <ol className={styles.localList} aria-label="Cards to upload">
          {view.cards.map((card, index) => {
            const label = `card ${index + 1}`;
            return (
              <li key={card.id} className={styles.localCard} aria-label={`Card ${index + 1}`}>
                <Side card={card} side="front" label={label} onPreview={onPreview} />
                <Side card={card} side="back" label={label} onPreview={onPreview} />
                <div className={styles.cardInfo}>
                  <strong>Card {index + 1}</strong>
                  <span className={styles.muted} data-testid="card-phase">
                    {phaseText(card)}
                  </span>
                  {card.phase === 'uploading' && (
                    <progress
                      className={styles.progress}
                      aria-label={`Upload progress for ${label}`}
                      max={100}
                      value={Math.round(card.progress * 100)}
                    />
                  )}
                  <div className={styles.actions}>
                    {SIDES.map(
                      (side) =>
                        card[side] && (
                          <Button
                            key={side}
                            size="sm"
                            disabled={disabled}
                            aria-label={`Rotate ${side} of ${label}`}
                            onClick={() => view.rotate(card.id, side)}
                          >
                            {`Rotate ${side}`}
                          </Button>
                        ),
                    )}
                    <Button
                      size="sm"
                      disabled={disabled}
                      aria-label={`Swap front and back of ${label}`}
                      onClick={() => view.swap(card.id)}
                    >
                      Swap
                    </Button>
                    {SIDES.map((side) => {
                      const verb = card[side] ? 'Replace' : 'Add';
                      return (
                        <Button
                          key={side}
                          size="sm"
                          disabled={disabled}
                          aria-label={`${verb} ${side} of ${label}`}
                          onClick={() => replace(card.id, side)}
                        >
                          {verb} {side}
                        </Button>
                      );
                    })}
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={disabled}
                      aria-label={`Remove ${label}`}
                      onClick={() => view.remove(card.id)}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <div className={styles.toolbar}>
        <Button
          variant="primary"
          disabled={!view.canSubmit}
          loading={view.composing || view.uploading}
          onClick={view.submit}
        >
          Upload cards
        </Button>
        {(view.composing || view.uploading) && (
          <>
            <Button onClick={view.cancel}>Cancel upload</Button>
            <progress
              className={styles.progress}
              aria-label="Overall upload progress"
              max={100}
              value={Math.round(view.overall * 100)}
            />
            <span className={styles.muted}>
              {view.composing ? 'Preparing images…' : `Uploading ${percent(view.overall)}`}
            </span>
          </>
        )}
        {/* Always in the page, so a reader hears the words arrive (decision 0455). */}
        <p role="status" className={styles.muted}>
          {view.kept ? CARD_TEXTS.keptOnDevice : null}
        </p>
      </div>
    </>
  );
}

import { useState } from 'react';
import { Eraser, ImageOff, PenLine, Undo2 } from 'lucide-react';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import type { PrescreenDraftView } from '../../../machines/prescreenDraft';
import type { Card } from '../../domain/card';
import { formatDateTime } from '../../domain/format';
import { prescreenCardTitle, type PrescreenValues } from '../../domain/prescreenNotes';
import { Button } from '../../ui';
import { MarkupLayer } from './markup-layer';

const panelStyle = stack({ gap: '3', p: '4', border: 'default', borderRadius: 'lg', bg: 'bg.surface' });
const frameStyle = css({
  position: 'relative',
  // The whole panel's width: the sample composites are small SVGs, and defects need a large view.
  w: 'full',
  lineHeight: 'none',
  '&[data-annotating]': {
    outlineWidth: 'thick',
    outlineStyle: 'solid',
    outlineColor: 'border.focus',
    outlineOffset: '0.5',
  },
});
const imageStyle = css({ display: 'block', w: 'full', h: 'auto', borderRadius: 'md' });
const noImageStyle = stack({
  align: 'center',
  justify: 'center',
  gap: '2',
  minH: '48',
  color: 'fg.muted',
  bg: 'bg.subtle',
  borderRadius: 'md',
});
const toolsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
const metaStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '4', color: 'fg.muted', fontSize: 'sm' });

/** The card on screen: its image with the drawing over it, the annotation tools, updated time and status. */
export function ReviewCard({
  view,
  card,
  values,
}: {
  view: PrescreenDraftView;
  card: Card;
  values: PrescreenValues;
}) {
  const src = card.previewUrl ?? card.imageUrl;
  const title = prescreenCardTitle(card);
  // The image's shape, so strokes drawn as fractions keep their proportions (view state only).
  const [aspect, setAspect] = useState(1.4);
  const markup = values.markup;
  return (
    <section className={panelStyle} aria-label={`Card ${view.index + 1}: ${title}`}>
      {src ? (
        <div className={frameStyle} data-annotating={view.annotating ? '' : undefined}>
          <img
            key={card.id}
            className={imageStyle}
            src={src}
            alt={`${title}, front and back`}
            decoding="async"
            onLoad={(event) => {
              const image = event.currentTarget;
              if (image.naturalWidth > 0) setAspect(image.naturalHeight / image.naturalWidth);
            }}
          />
          <MarkupLayer
            strokes={markup}
            aspect={aspect}
            drawing={view.annotating}
            onStroke={(stroke) => view.change({ markup: [...markup, stroke] })}
          />
        </div>
      ) : (
        <div className={noImageStyle}>
          <ImageOff aria-hidden="true" />
          <span>No image for this card yet</span>
        </div>
      )}
      <div className={toolsStyle}>
        <Button
          variant={view.annotating ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={view.annotating}
          disabled={!view.canAnnotate}
          onClick={view.toggleAnnotate}
          aria-keyshortcuts="A"
        >
          <PenLine aria-hidden="true" size="1em" />
          Annotate
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={markup.length === 0}
          onClick={() => view.change({ markup: markup.slice(0, -1) })}
          aria-keyshortcuts="Z"
        >
          <Undo2 aria-hidden="true" size="1em" />
          Undo stroke
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={markup.length === 0}
          onClick={() => view.change({ markup: [] })}
        >
          <Eraser aria-hidden="true" size="1em" />
          Clear drawing
        </Button>
      </div>
      <p className={metaStyle}>
        <span>{`Updated ${formatDateTime(card.updatedAt ?? card.uploadedAt)}`}</span>
        <span>{`Image status: ${card.imageStatus ?? 'Unknown'}`}</span>
      </p>
    </section>
  );
}

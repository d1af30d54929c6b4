import { useState, type PointerEvent } from 'react';
import { getStroke } from 'perfect-freehand';
import { css } from 'styled-system/css';
import type { MarkupPoint, MarkupStroke } from '../../domain/card';
import { extendStroke, startStroke } from '../../domain/prescreenNotes';

/** The drawing's coordinate space: strokes are fractions of the image, drawn on a 1000-unit box. */
const SCALE = 1000;

const layerStyle = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', touchAction: 'none' });
const drawingStyle = css({ cursor: 'crosshair' });

/** A smoothed outline (perfect-freehand) of a stroke as an SVG path. */
function pathOf(stroke: MarkupStroke, aspect: number): string {
  const outline = getStroke(
    stroke.points.map((point) => [point.x * SCALE, point.y * SCALE * aspect]),
    { size: stroke.width * 2, thinning: 0.4, smoothing: 0.6, streamline: 0.5 },
  );
  const commands = outline.map(
    ([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`,
  );
  return commands.length > 0 ? `${commands.join(' ')} Z` : '';
}

export interface MarkupLayerProps {
  strokes: readonly MarkupStroke[];
  /** Height over width of the image, so strokes keep their shape. */
  aspect: number;
  drawing: boolean;
  onStroke: (stroke: MarkupStroke) => void;
}

/**
 * The strokes over the card image; while drawing, pointer input (mouse, pen, touch) adds a stroke.
 * The stroke in progress is view state only; it reaches the draft when the pointer lifts.
 */
export function MarkupLayer({ strokes, aspect, drawing, onStroke }: MarkupLayerProps) {
  const [current, setCurrent] = useState<MarkupStroke | null>(null);
  const pointOf = (event: PointerEvent<SVGSVGElement>): MarkupPoint => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  };
  const finish = () => {
    if (current && current.points.length > 0) onStroke(current);
    setCurrent(null);
  };
  const shown = current ? [...strokes, current] : strokes;
  return (
    <svg
      className={`${layerStyle} ${drawing ? drawingStyle : ''}`}
      viewBox={`0 0 ${SCALE} ${SCALE * aspect}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      data-testid="markup-layer"
      style={{ pointerEvents: drawing ? 'auto' : 'none' }}
      onPointerDown={(event) => {
        if (!drawing || event.button > 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        setCurrent(startStroke(pointOf(event)));
      }}
      onPointerMove={(event) => {
        if (current) setCurrent(extendStroke(current, pointOf(event)));
      }}
      onPointerUp={finish}
      onPointerCancel={finish}
    >
      {shown.map((stroke, index) => (
        <path key={index} d={pathOf(stroke, aspect)} fill={stroke.color} />
      ))}
    </svg>
  );
}

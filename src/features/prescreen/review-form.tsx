import { RotateCcw, Save, Trash2 } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import type { PrescreenDraftView } from '../../../machines/prescreenDraft';
import { formatNumber } from '../../domain/format';
import {
  prescreenCardTitle,
  recommendationLabel,
  type PrescreenOption,
  type PrescreenValues,
} from '../../domain/prescreenNotes';
import { NOTES_FIELD_NAME } from './review-shortcuts';
import { Alert, Badge, Button, factsStyle, NativeSelect, Textarea } from '../../ui';

const panelStyle = stack({ gap: '4', p: '4', bg: 'bg.surface', border: 'default', borderRadius: 'lg' });
const titleStyle = flex({ fontSize: 'lg', fontWeight: 'semibold', gap: '2', align: 'center' });
const hintStyle = css({ m: '0', fontSize: 'sm', color: 'fg.muted', _empty: { display: 'none' } });
/** Decision 0351: what typing outside a field did instead of running shortcuts. */
export const TYPED_INTO_NOTES = 'Your typing went into Notes. Letter shortcuts work again after a pause.';
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' });

/** Option lists for the selects: '' is no selection; the shortcut is shown beside each item. */
function selectOptions(
  options: readonly PrescreenOption[],
  none: string,
  keyOf: (option: PrescreenOption, index: number) => string | undefined,
  saved: { value: number | null; label: (value: number) => string },
) {
  // A value no longer offered (archived, or outside the active grades) stays visible and selected.
  const current = saved.value;
  const listed =
    current !== null && !options.some((option) => option.value === current)
      ? [...options, { value: current, label: saved.label(current) }]
      : options;
  return [
    { value: '', label: none },
    ...listed.map((option, index) => {
      // Only offered options have a shortcut; a kept value that is no longer offered has none.
      const key = index < options.length ? keyOf(option, index) : undefined;
      return { value: String(option.value), label: key ? `${option.label} (${key})` : option.label };
    }),
  ];
}

const numberOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/** Card details, then what the prescreener decides: recommendation, estimated grade, notes; Reset, Clear, Save. */
export function ReviewForm({
  view,
  values,
  recommendationKeys,
  typedIntoNotes = false,
}: {
  view: PrescreenDraftView;
  values: PrescreenValues;
  recommendationKeys: ReadonlyMap<number, string>;
  /** Typing outside a field went into Notes (the letters changed nothing else): say so. */
  typedIntoNotes?: boolean;
}) {
  const card = view.card;
  if (!card) return null;
  return (
    <section className={panelStyle} aria-label="Prescreening">
      <h2 className={titleStyle}>
        {prescreenCardTitle(card)}
        {view.dirty && <Badge status="pending">Unsaved</Badge>}
      </h2>
      <dl className={factsStyle}>
        <dt>AI description</dt>
        <dd>{card.aiDescription ?? '—'}</dd>
        <dt>AI grade</dt>
        <dd>{card.aiGrade ?? '—'}</dd>
        <dt>Serial</dt>
        <dd>{card.aiSerialNumber ?? '—'}</dd>
        <dt>Confidence</dt>
        <dd>{card.confidenceScore === null ? '—' : `${formatNumber(card.confidenceScore * 100)}%`}</dd>
      </dl>
      {view.failed && (
        <Alert tone="error" title="Unable to save that card.">
          Your changes are kept as a draft.
        </Alert>
      )}
      <NativeSelect
        label="Recommendation"
        value={values.recommendationId === null ? '' : String(values.recommendationId)}
        options={selectOptions(
          view.recommendations,
          'No recommendation',
          (option) => recommendationKeys.get(option.value)?.toUpperCase(),
          { value: values.recommendationId, label: (id) => recommendationLabel(view.recommendations, id) },
        )}
        onValueChange={(value) => view.change({ recommendationId: numberOrNull(value) })}
      />
      <NativeSelect
        label="Estimated grade"
        value={values.estimatedGrade === null ? '' : String(values.estimatedGrade)}
        options={selectOptions(
          view.grades,
          'No grade',
          (_, index) => (index < 9 ? String(index + 1) : undefined),
          { value: values.estimatedGrade, label: (score) => `Grade ${formatNumber(score)}` },
        )}
        onValueChange={(value) => view.change({ estimatedGrade: numberOrNull(value) })}
      />
      <Textarea
        label="Notes"
        value={values.notes}
        maxLength={1000}
        name={NOTES_FIELD_NAME}
        onValueChange={(notes) => view.change({ notes })}
      />
      <p className={hintStyle} role="status">
        {typedIntoNotes ? TYPED_INTO_NOTES : ''}
      </p>
      <div className={actionsStyle}>
        <Button variant="ghost" onClick={view.reset} disabled={!view.dirty}>
          <RotateCcw aria-hidden="true" size="1em" />
          Reset
        </Button>
        <Button variant="secondary" onClick={view.clear} disabled={view.busy}>
          <Trash2 aria-hidden="true" size="1em" />
          Clear
        </Button>
        <Button
          variant="primary"
          onClick={view.save}
          disabled={!view.canSave}
          loading={view.saving}
          aria-keyshortcuts="S Control+Enter"
        >
          <Save aria-hidden="true" size="1em" />
          Save
        </Button>
      </div>
    </section>
  );
}

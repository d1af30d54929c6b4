import { CircleCheck, CircleDashed, CircleMinus } from 'lucide-react';
import { css } from 'styled-system/css';
import { formatDate } from '../../domain/format';
import type { TimelineStep } from '../../domain/portal';
import { plainListStyle } from '../../ui';

const ICONS = { done: CircleCheck, waiting: CircleDashed, skipped: CircleMinus } as const;
const STATE_TEXT = { done: 'Done', waiting: 'Not yet', skipped: 'Does not apply' } as const;

const itemStyle = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '3', py: '2' });
const iconStyle = css({
  mt: '0.5',
  '&[data-state=done]': { color: 'feedback.success.fg' },
  '&[data-state=waiting]': { color: 'fg.muted' },
  '&[data-state=skipped]': { color: 'fg.subtle' },
});
const detailStyle = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });

/** The submission's way through the business, step by step (issue 40); each says what is known. */
export function SubmissionTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol className={plainListStyle} aria-label="Status timeline">
      {steps.map((step) => {
        const Icon = ICONS[step.state];
        return (
          <li key={step.key} className={itemStyle} data-state={step.state}>
            <Icon size={20} aria-hidden className={iconStyle} data-state={step.state} />
            <div>
              <div className={css({ fontWeight: 'semibold' })}>
                {step.label}
                <span className={css({ srOnly: true })}>: {STATE_TEXT[step.state]}</span>
              </div>
              <div className={detailStyle}>
                {[step.at ? formatDate(step.at) : null, step.detail].filter(Boolean).join(' · ')}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

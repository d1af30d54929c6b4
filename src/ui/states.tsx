import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Spinner } from './spinner';

const loadingStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  py: '8',
  color: 'fg.muted',
  fontSize: 'sm',
});
const spinnerSize = css({ fontSize: 'xl', color: 'accent.fg' });

export interface LoadingStateProps {
  message?: string;
  className?: string;
}

/** A spinner with a message in a role=status region, so screen readers hear it. */
export function LoadingState({ message = 'Loading…', className }: LoadingStateProps) {
  return (
    <div role="status" className={cx(loadingStyle, className)}>
      <Spinner className={spinnerSize} />
      <span>{message}</span>
    </div>
  );
}

const emptyStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '2',
  py: '10',
  px: '4',
});
const emptyTitle = css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.default', m: '0' });
const emptyText = css({ fontSize: 'sm', color: 'fg.muted', maxW: 'md', m: '0' });

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** e.g. a Button 'Add customer'. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list shows when it has nothing: a title, an explanation and optionally the next step. */
export function EmptyState({ title, description, action, headingLevel = 3, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(emptyStyle, className)}>
      <Heading className={emptyTitle}>{title}</Heading>
      {description && <p className={emptyText}>{description}</p>}
      {action && <div className={css({ mt: '2' })}>{action}</div>}
    </div>
  );
}

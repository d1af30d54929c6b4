import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { Alert, Button } from '../ui';

const rootStyle = stack({ align: 'center', textAlign: 'center', gap: '3', py: '10', px: '4' });

export interface RecordNotFoundProps {
  title: string;
  message: string;
  backLabel: string;
  backHref: string;
}

/** A detail or edit screen whose record is missing: the page's heading and a way back to its list. */
export function RecordNotFound({ title, message, backLabel, backHref }: RecordNotFoundProps) {
  return (
    <section aria-labelledby="page-heading" className={rootStyle}>
      <h1 id="page-heading" className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
        {title}
      </h1>
      <p className={css({ color: 'fg.muted', maxW: 'prose' })}>{message}</p>
      <Button asChild variant="primary">
        <Link href={backHref}>{backLabel}</Link>
      </Button>
    </section>
  );
}

export interface LoadFailedProps {
  /** What could not be loaded, e.g. 'Unable to load this submission right now.' */
  title: string;
  failure: { error: { message: string }; onRetry: () => void };
}

/** A record that could not be read (not one that is missing): the failure's message and Try again. */
export function LoadFailed({ title, failure }: LoadFailedProps) {
  return (
    <Alert tone="error" title={title}>
      {failure.error.message}{' '}
      <Button size="sm" onClick={failure.onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/**
 * A detail screen's `missing`: the load failure with Try again, or (when there is no such record) the
 * not-found page with its way back.
 */
export const missingRecord =
  (failedTitle: string, notFound: RecordNotFoundProps) => (failure: LoadFailedProps['failure'] | null) =>
    failure ? <LoadFailed title={failedTitle} failure={failure} /> : <RecordNotFound {...notFound} />;

import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { Button } from '../../ui';

const rootStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  py: '10',
  px: '4',
});

/** The missing-record state shared by the detail and the edit form (seed A §2, §8). */
export function CustomerNotFound() {
  return (
    <section aria-labelledby="page-heading" className={rootStyle}>
      <h1 id="page-heading" className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
        Customer not found
      </h1>
      <p className={css({ color: 'fg.muted', maxW: 'prose' })}>
        This record might have been deleted or never existed. Return to the directory to continue.
      </p>
      <Button asChild variant="primary">
        <Link href="/customers">Back to customers</Link>
      </Button>
    </section>
  );
}

import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { Button } from '../../ui';
import { EMPLOYEES_PATH } from './employee-links';

const rootStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  py: '10',
  px: '4',
});

/** The missing-employee state shared by the profile and the edit form (seed B §2, §8). */
export function EmployeeNotFound() {
  return (
    <section aria-labelledby="page-heading" className={rootStyle}>
      <h1 id="page-heading" className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
        Employee not found
      </h1>
      <p className={css({ color: 'fg.muted', maxW: 'prose' })}>
        This profile may have been removed from the roster. Return to the roster to continue.
      </p>
      <Button asChild variant="primary">
        <Link href={EMPLOYEES_PATH}>Back to employees</Link>
      </Button>
    </section>
  );
}

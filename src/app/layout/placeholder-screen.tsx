import { css } from 'styled-system/css';
import { EmptyState } from '../../ui';

/**
 * Stands in for a screen a later piece of work builds: the route, its guard, breadcrumbs and title all
 * work already; the page says so instead of pretending.
 */
export default function PlaceholderScreen({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-heading">
      <h1 id="page-heading" className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '4' })}>
        {title}
      </h1>
      <EmptyState
        title="This screen is on its way"
        description="Its content arrives in a coming release."
        headingLevel={2}
      />
    </section>
  );
}

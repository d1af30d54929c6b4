import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { CollectionQuery, QueryCodec } from '../../../machines/collection';
import { useCollectionScreen } from '../../kit/screen-actor';
import type { Employee } from '../../domain/employee';
import { compareEmployees, matchesEmployeeSearch } from '../../domain/employeeRoster';
import { formatNumber } from '../../domain/format';
import { slicePage } from '../../domain/paging';
import { Alert, Button, EmptyState, LoadingState, PageHeader, Pagination, SearchField } from '../../ui';
import { EmployeeCard } from './employee-card';
import { NEW_EMPLOYEE_PATH } from './employee-links';

// The roster is one list (seed B §7: the mock answers it whole); 48 cards fill whole rows of 2, 3 or 4.
const DEFAULTS: CollectionQuery = { search: '', filters: {}, sort: [], page: 1, pageSize: 48 };
const CODEC: QueryCodec = {};

const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, token(sizes.72)), 1fr))',
  gap: '4',
  '&[aria-busy=true]': { opacity: 0.6 },
});

const countText = (count: number) => `${formatNumber(count)} ${count === 1 ? 'employee' : 'employees'}`;

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="error" title="Unable to load employees right now.">
      <Button size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** The roster (seed B §2 Employees): count, search held in the URL, and one card per employee. */
export default function EmployeesScreen() {
  const list = useCollectionScreen<Employee>({
    defaults: DEFAULTS,
    codec: CODEC,
    fetchPage: async ({ backend }, query, signal) => {
      const roster = await backend().employees.list({ signal });
      const matching = roster
        .filter((employee) => matchesEmployeeSearch(employee, query.search))
        .sort(compareEmployees);
      return slicePage(matching, query.page, query.pageSize);
    },
  });

  return (
    <div className={pageStyle}>
      <PageHeader
        title="Employees"
        description={list.loading ? undefined : countText(list.total)}
        actions={
          <Button asChild variant="primary">
            <Link href={NEW_EMPLOYEE_PATH}>
              <UserPlus size={16} aria-hidden />
              New employee
            </Link>
          </Button>
        }
      />
      <SearchField
        label="Search by name, role, or email"
        placeholder="Search by name, role, or email"
        {...list.search}
        className={css({ maxW: 'xl' })}
      />
      {list.loading ? (
        <LoadingState message="Loading employees…" />
      ) : list.error && !list.error.hasRows ? (
        <LoadFailed onRetry={list.error.onRetry} />
      ) : list.empty ? (
        <EmptyState
          title="No employees match those filters."
          description="Try a different search to see everyone on the roster."
          headingLevel={2}
          action={<Button onClick={list.empty.onReset}>Reset search</Button>}
        />
      ) : (
        <>
          {list.error && <LoadFailed onRetry={list.error.onRetry} />}
          <ul aria-label="Employees" aria-busy={list.refreshing} className={gridStyle}>
            {list.rows.map((employee) => (
              <EmployeeCard key={employee.id} employee={employee} />
            ))}
          </ul>
        </>
      )}
      {list.pagination.pageCount > 1 && <Pagination {...list.pagination} label="Employee pages" />}
    </div>
  );
}

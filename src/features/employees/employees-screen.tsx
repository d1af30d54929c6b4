import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { CollectionQuery, QueryCodec } from '../../../machines/collection';
import { ListScreen, type ListScreenTexts } from '../../kit/list-screen';
import { useCollectionScreen } from '../../kit/screen-actor';
import type { Employee } from '../../domain/employee';
import { compareEmployees, matchesEmployeeSearch } from '../../domain/employeeRoster';
import { formatNumber } from '../../domain/format';
import { slicePage } from '../../domain/paging';
import { Button, SearchField } from '../../ui';
import { EmployeeCard } from './employee-card';
import { NEW_EMPLOYEE_PATH } from './employee-links';

// The roster is one list (seed B §7: the mock answers it whole); 48 cards fill whole rows of 2, 3 or 4.
const DEFAULTS: CollectionQuery = { search: '', filters: {}, sort: [], page: 1, pageSize: 48 };
const CODEC: QueryCodec = {};

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, token(sizes.72)), 1fr))',
  gap: '4',
  '&[aria-busy=true]': { opacity: 0.6 },
});

const countText = (count: number) => `${formatNumber(count)} ${count === 1 ? 'employee' : 'employees'}`;

const TEXTS: ListScreenTexts = {
  loading: 'Loading employees…',
  error: 'Unable to load employees right now.',
  empty: 'No employees match those filters.',
  emptyDescription: 'Try a different search to see everyone on the roster.',
  reset: 'Reset search',
  pages: 'Employee pages',
};

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
    <ListScreen
      list={list}
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
      toolbar={
        <SearchField
          label="Search by name, role, or email"
          placeholder="Search by name, role, or email"
          {...list.search}
          className={css({ maxW: 'xl' })}
        />
      }
      texts={TEXTS}
      emptyHeadingLevel={2}
      pagesOnlyWhenSeveral
    >
      {({ empty }) =>
        empty ?? (
          <ul aria-label="Employees" aria-busy={list.refreshing} className={gridStyle}>
            {list.rows.map((employee) => (
              <EmployeeCard key={employee.id} employee={employee} />
            ))}
          </ul>
        )
      }
    </ListScreen>
  );
}

import type { Database } from 'better-sqlite3';
import type { CustomerSortField } from '../../src/domain/customer';
import { NAME_MATCH_SQL_FUNCTION } from '../../src/domain/nameMatch';
import { type CustomerRow, digitsOf } from './customers';

export interface CustomerQuery {
  pageNumber: number;
  pageSize: number;
  sort: readonly { field: CustomerSortField; desc: boolean }[];
  isActive?: boolean | undefined;
  /** A typed name: each word in the first or the last name (the domain's `matchesName`). */
  name?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  address1?: string | undefined;
  address2?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zipCode?: string | undefined;
}

/** Text filters match case-insensitively anywhere in the field (seed A §5). */
const TEXT_FILTERS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zipCode: 'zip_code',
} as const;

const ORDER: Record<CustomerSortField, string[]> = {
  lastName: ['last_name COLLATE NOCASE', 'first_name COLLATE NOCASE'],
  firstName: ['first_name COLLATE NOCASE', 'last_name COLLATE NOCASE'],
  id: ['id'],
  isActive: ['is_active'],
};

export function searchCustomers(db: Database, query: CustomerQuery): { rows: CustomerRow[]; total: number } {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (query.isActive !== undefined) {
    where.push('is_active = ?');
    params.push(query.isActive ? 1 : 0);
  }
  const name = query.name?.trim();
  if (name) {
    where.push(`${NAME_MATCH_SQL_FUNCTION}(first_name, last_name, ?) = 1`);
    params.push(name);
  }
  for (const [key, column] of Object.entries(TEXT_FILTERS)) {
    const value = query[key as keyof typeof TEXT_FILTERS]?.trim();
    if (!value) continue;
    // instr() instead of LIKE so % and _ in the search are plain characters.
    where.push(`instr(lower(${column}), lower(?)) > 0`);
    params.push(value);
  }
  const phone = query.phoneNumber?.trim();
  if (phone) {
    // Phones are compared by digits only, so (555) 010-2000 finds 555-010-2000.
    const digits = digitsOf(phone);
    where.push(digits ? 'instr(phone_digits, ?) > 0' : 'instr(lower(phone), lower(?)) > 0');
    params.push(digits || phone);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const sort = query.sort.length ? query.sort : [{ field: 'lastName' as const, desc: false }];
  const order = sort
    .flatMap(({ field, desc }) => ORDER[field].map((column) => `${column} ${desc ? 'DESC' : 'ASC'}`))
    .concat('id ASC')
    .join(', ');
  const total =
    db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM customers ${clause}`).get(...params)?.n ??
    0;
  const rows = db
    .prepare<unknown[], CustomerRow>(`SELECT * FROM customers ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, query.pageSize, (query.pageNumber - 1) * query.pageSize);
  return { rows, total };
}

import { sql } from 'kysely';
import type { CustomerSortField } from '../../src/domain/customer';
import { NAME_MATCH_SQL_FUNCTION } from '../../src/domain/nameMatch';
import { type CustomerDetails, type CustomerFields, type CustomerRow, digitsOf } from '../db/customers';
import type { Db } from './database';

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

type SortColumn = 'last_name' | 'first_name' | 'id' | 'is_active';

const ORDER: Record<CustomerSortField, SortColumn[]> = {
  lastName: ['last_name', 'first_name'],
  firstName: ['first_name', 'last_name'],
  id: ['id'],
  isActive: ['is_active'],
};
/** Names sort without regard to case, as the demo backend sorts them. */
const CASELESS = new Set<SortColumn>(['last_name', 'first_name']);

function columnsOf(fields: CustomerFields) {
  const userId = fields.userId?.trim();
  return {
    user_id: userId ? userId : null,
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: fields.email,
    phone: fields.phoneNumber,
    phone_digits: digitsOf(fields.phoneNumber),
    can_email: fields.canEmail ? 1 : 0,
    can_text: fields.canText ? 1 : 0,
    can_call: fields.canCall ? 1 : 0,
    address1: fields.address1 ?? '',
    address2: fields.address2 ?? '',
    city: fields.city ?? '',
    state: fields.state ?? '',
    zip_code: fields.zipCode ?? '',
    is_active: fields.isActive === false ? 0 : 1,
  };
}

export interface NewCustomerExtras {
  id?: number;
  createdAt?: string | null;
  updatedAt?: string | null;
  details?: Partial<CustomerDetails>;
}

/** Customers: the one place their SQL lives. Pass a transaction as `db` to write with other rows. */
export function customerStore(db: Db) {
  return {
    async insert(fields: CustomerFields, at: Date, extra: NewCustomerExtras = {}): Promise<number> {
      const row = await db
        .insertInto('customers')
        .values({
          ...(extra.id === undefined ? {} : { id: extra.id }),
          ...columnsOf(fields),
          created_at: extra.createdAt ?? at.toISOString(),
          updated_at: extra.updatedAt ?? at.toISOString(),
          details: JSON.stringify(extra.details ?? {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, fields: CustomerFields, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('customers')
        .set({ ...columnsOf(fields), updated_at: at.toISOString(), version: (eb) => eb('version', '+', 1) })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Customers are archived, never erased: their submissions keep pointing at them. */
    async archive(id: number, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('customers')
        .set({ is_active: 0, updated_at: at.toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async find(id: number): Promise<CustomerRow | null> {
      return (await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async search(query: CustomerQuery): Promise<{ rows: CustomerRow[]; total: number }> {
      let filtered = db.selectFrom('customers');
      if (query.isActive !== undefined) filtered = filtered.where('is_active', '=', query.isActive ? 1 : 0);
      const name = query.name?.trim();
      if (name) {
        const matches = sql.raw(NAME_MATCH_SQL_FUNCTION);
        filtered = filtered.where(sql<number>`${matches}(first_name, last_name, ${name})`, '=', 1);
      }
      for (const [key, column] of Object.entries(TEXT_FILTERS)) {
        const value = query[key as keyof typeof TEXT_FILTERS]?.trim();
        if (!value) continue;
        // instr() instead of LIKE so % and _ in the search are plain characters.
        filtered = filtered.where(sql<number>`instr(lower(${sql.ref(column)}), lower(${value}))`, '>', 0);
      }
      const phone = query.phoneNumber?.trim();
      if (phone) {
        // Phones are compared by digits only, so (555) 010-2000 finds 555-010-2000.
        const digits = digitsOf(phone);
        filtered = filtered.where(
          digits
            ? sql<number>`instr(phone_digits, ${digits})`
            : sql<number>`instr(lower(phone), lower(${phone}))`,
          '>',
          0,
        );
      }
      const counted = await filtered
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      const sort = query.sort.length ? query.sort : [{ field: 'lastName' as const, desc: false }];
      let page = filtered.selectAll();
      for (const { field, desc } of sort) {
        for (const column of ORDER[field]) {
          const key = CASELESS.has(column) ? sql`${sql.ref(column)} COLLATE NOCASE` : sql.ref(column);
          page = page.orderBy(key, desc ? 'desc' : 'asc');
        }
      }
      const rows = await page
        .orderBy('id', 'asc')
        .limit(query.pageSize)
        .offset((query.pageNumber - 1) * query.pageSize)
        .execute();
      return { rows, total: Number(counted?.n ?? 0) };
    },
  };
}

export type CustomerStore = ReturnType<typeof customerStore>;

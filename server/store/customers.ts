import { type RawBuilder, sql } from 'kysely';
import type { CustomerSortField } from '../../src/domain/customer';
import {
  LAPSED_MIN_LIFETIME_CARDS,
  LOW_SALES_LIMIT,
  QUIET_CONTACT_DAYS,
  type SmartListId,
} from '../../src/domain/customerSmartLists';
import { nameSearchWords } from '../../src/domain/nameMatch';
import { MS_PER_DAY } from '../../src/domain/time';
import type { DirectoryCounts } from '../../src/domain/tiers';
import {
  PREMIUM_CONSIGNOR_MIN_ANNUAL_SALES,
  PREMIUM_SUBMITTER_MIN_ANNUAL_CARDS,
} from '../../src/domain/tiers';
import { type CustomerDetails, type CustomerFields, type CustomerRow, digitsOf } from '../db/customers';
import { type Db, engineOf } from './database';
import { containsExactly } from './portable';
import { customerLastContact, customerMetric, type SmartListMetric } from './customerMetrics';
import { nameMatches } from './text';
import {
  containsCaseless,
  type IndexedPiece,
  NAMES,
  searchTermCondition,
  searchTermQuery,
  testedOnTheRow,
} from './customerText';
import { pageAt, walkingTheOrderPays, whereAll } from './search-paging';
import {
  type SearchTotalsCache,
  searchTotalsCache,
  type VersionedRow,
  withSearchVersion,
} from './searchTotals';
import { allMatch, inAnyColumn, matchingIds, trigramIndexable } from './trigrams';

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
  /** The directory's 'Search term': name words, email, address or 4+ phone digits (decision 0281). */
  searchTerm?: string | undefined;
  smartList?: SmartListId | undefined;
  /** The instant smart lists are judged at ('no contact in over 45 days'). */
  now?: Date | undefined;
}

/** The smart lists of src/domain/customerSmartLists.ts, in SQL over the seed's metrics JSON. */
function smartListCondition(db: Db, list: SmartListId, now: Date): RawBuilder<boolean> {
  const metric = (key: SmartListMetric) => customerMetric(db, key);
  const annualCards = metric('annualCardsSubmitted');
  const annualSales = metric('annualConsignmentSales');
  switch (list) {
    case 'lapsed':
      return sql<boolean>`(${metric('cardsSubmittedLifetime')} >= ${LAPSED_MIN_LIFETIME_CARDS} AND ${annualCards} = 0)`;
    case 'premium-submitters-low-sales':
      return sql<boolean>`(${annualCards} >= ${PREMIUM_SUBMITTER_MIN_ANNUAL_CARDS} AND ${annualSales} < ${LOW_SALES_LIMIT})`;
    case 'quiet-premium-consignors': {
      // Contact times are toISOString() text, so comparing the text compares the instants.
      const since = new Date(now.getTime() - QUIET_CONTACT_DAYS * MS_PER_DAY).toISOString();
      const contacted = customerLastContact(db);
      return sql<boolean>`(${annualSales} >= ${PREMIUM_CONSIGNOR_MIN_ANNUAL_SALES}
        AND (${contacted} IS NULL OR ${contacted} = '' OR ${contacted} < ${since}))`;
    }
    case 'active-clients':
      return sql<boolean>`(${annualCards} > 0 OR ${annualSales} > 0)`;
  }
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
export function customerStore(db: Db, totals: SearchTotalsCache = searchTotalsCache()) {
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
        // An archive is a change of the record like any other: a form opened before it is now stale.
        .set({ is_active: 0, updated_at: at.toISOString(), version: (eb) => eb('version', '+', 1) })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async find(id: number): Promise<CustomerRow | null> {
      return (await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** The directory's headline counts over every customer (`directoryCounts`), in one query. */
    async counts(): Promise<DirectoryCounts> {
      const metric = (key: SmartListMetric) => customerMetric(db, key);
      const cards = metric('annualCardsSubmitted');
      const sales = metric('annualConsignmentSales');
      const when = (condition: RawBuilder<unknown>) =>
        sql<number | string | null>`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;
      const { rows } = await sql<Record<keyof DirectoryCounts, number | string | null>>`SELECT
          COUNT(*) AS ${sql.ref('total')},
          ${when(sql`is_active = 1`)} AS ${sql.ref('active')},
          ${when(sql`is_active = 0`)} AS ${sql.ref('inactive')},
          ${when(sql`${cards} >= ${PREMIUM_SUBMITTER_MIN_ANNUAL_CARDS}`)} AS ${sql.ref('premiumSubmitters')},
          ${when(sql`${sales} >= ${PREMIUM_CONSIGNOR_MIN_ANNUAL_SALES}`)} AS ${sql.ref('premiumConsignors')},
          ${when(sql`(${cards} > 0 OR ${sales} > 0)`)} AS ${sql.ref('activeClients')}
        FROM customers`.execute(db);
      const row = rows[0];
      const read = (key: keyof DirectoryCounts) => Number(row?.[key] ?? 0);
      return {
        total: read('total'),
        active: read('active'),
        inactive: read('inactive'),
        premiumSubmitters: read('premiumSubmitters'),
        premiumConsignors: read('premiumConsignors'),
        activeClients: read('activeClients'),
      };
    },

    async search(query: CustomerQuery): Promise<{ rows: CustomerRow[]; total: number }> {
      const engine = engineOf(db);
      // SQLite: the text conditions an FTS5 trigram query can answer (3+ characters) go to the
      // `customer_search` index as one query; the rest stay SQL (decision 0262).
      const indexed: IndexedPiece[] = [];
      const indexable = (text: string) => engine === 'sqlite' && trigramIndexable(text);
      const conditions: RawBuilder<unknown>[] = [];
      // Written as text, not a parameter, so SQLite may pick an index by it.
      if (query.isActive !== undefined) conditions.push(sql.raw(`is_active = ${query.isActive ? 1 : 0}`));
      const name = query.name?.trim();
      if (name) {
        const words = nameSearchWords(name);
        if (words.every(indexable))
          indexed.push(
            ...words.map((word) => ({ fts: inAnyColumn(NAMES, word), columns: NAMES, text: word })),
          );
        else conditions.push(nameMatches(sql.ref('first_name'), sql.ref('last_name'), name));
      }
      for (const [key, column] of Object.entries(TEXT_FILTERS)) {
        const value = query[key as keyof typeof TEXT_FILTERS]?.trim();
        if (!value) continue;
        if (indexable(value))
          indexed.push({ fts: inAnyColumn([column], value), columns: [column], text: value });
        else conditions.push(containsCaseless(engine, sql.ref(column), value));
      }
      const phone = query.phoneNumber?.trim();
      if (phone) {
        // Phones are compared by digits only, so (555) 010-2000 finds 555-010-2000.
        const digits = digitsOf(phone);
        if (digits && indexable(digits))
          indexed.push({
            fts: inAnyColumn(['phone_digits'], digits),
            columns: ['phone_digits'],
            text: digits,
          });
        else
          conditions.push(
            digits
              ? containsExactly(sql.ref('phone_digits'), digits)
              : containsCaseless(engine, sql.ref('phone'), phone),
          );
      }
      const term = query.searchTerm?.trim();
      if (term) {
        const fts = engine === 'sqlite' ? searchTermQuery(term) : null;
        if (fts !== null) indexed.push({ fts, columns: null, text: term });
        else conditions.push(searchTermCondition(term));
      }
      if (query.smartList) conditions.push(smartListCondition(db, query.smartList, query.now ?? new Date()));
      const fts = indexed.length > 0 ? allMatch(indexed.map((piece) => piece.fts)) : null;
      const inIndex = fts === null ? null : sql`id IN (${matchingIds('customer_search', fts)})`;

      const sort = query.sort.length ? query.sort : [{ field: 'lastName' as const, desc: false }];
      const order = sql.raw(
        sort
          .flatMap(({ field, desc }) =>
            ORDER[field].map(
              (column) =>
                `${CASELESS.has(column) ? `${column} COLLATE NOCASE` : column} ${desc ? 'DESC' : 'ASC'}`,
            ),
          )
          .concat('id ASC')
          .join(', '),
      );
      const page = pageAt(query.pageNumber, query.pageSize);
      const first = async (builder: RawBuilder<{ n: number | string | null }>) =>
        Number((await builder.execute(db)).rows[0]?.n ?? 0);
      const where = whereAll([...conditions, inIndex]);
      const pageOf = async (from: RawBuilder<unknown>, condition: RawBuilder<unknown>) =>
        (
          await sql<CustomerRow & VersionedRow>`SELECT *, ${withSearchVersion} FROM ${from} ${condition}
            ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db)
        ).rows;
      const countAll = sql<{ n: number | string | null }>`SELECT COUNT(*) AS n FROM customers ${where}`;
      if (engine === 'postgres') {
        // The page first, then its total at the version the page was read at (one round trip fewer).
        const rows = await pageOf(sql`customers`, where);
        return { total: await totals.totalFor(db, rows, page.offset, countAll), rows };
      }
      const count = await totals.counter(db);
      // Only index conditions over every customer: the index counts them alone.
      const total =
        fts !== null && conditions.length === 0
          ? await count(sql`SELECT COUNT(*) AS n FROM customer_search WHERE customer_search MATCH ${fts}`)
          : await count(countAll);
      if (total === 0 || page.offset >= total) return { total, rows: [] };
      // SQLite, by name (the directory's order): with many matches, walk the name index; with few,
      // sort the matching ids.
      const byName = sort.length === 1 && sort[0]?.field === 'lastName' && !sort[0].desc;
      const customersAbout = await first(sql`SELECT MAX(id) AS n FROM customers`);
      if (byName && walkingTheOrderPays(page, customersAbout, total)) {
        return {
          total,
          rows: await pageOf(
            sql`customers INDEXED BY customers_by_name`,
            whereAll([...conditions, ...indexed.map(testedOnTheRow)]),
          ),
        };
      }
      const ids = sql`SELECT id FROM customers ${where} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`;
      return {
        total,
        rows: (
          await sql<CustomerRow>`SELECT * FROM customers WHERE id IN (${ids}) ORDER BY ${order}`.execute(db)
        ).rows,
      };
    },
  };
}

export type CustomerStore = ReturnType<typeof customerStore>;

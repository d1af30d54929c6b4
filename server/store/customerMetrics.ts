import { type RawBuilder, sql } from 'kysely';
import { type Db, engineOf } from './database';
import { jsonNumber, jsonText } from './portable';

/** The seed's customer figures the smart lists and the directory's counts read (decision 0281). */
export const SMART_LIST_METRICS = [
  'annualCardsSubmitted',
  'annualConsignmentSales',
  'cardsSubmittedLifetime',
] as const;

export type SmartListMetric = (typeof SMART_LIST_METRICS)[number];

/**
 * PostgreSQL keeps each figure in a stored generated column (migration 5): parsing the JSON text
 * costs it ~15 µs a row, which the planner cannot see, so a smart list read every customer's JSON.
 */
export const POSTGRES_FIGURE_COLUMNS = {
  annualCardsSubmitted: 'figure_annual_cards_submitted',
  annualConsignmentSales: 'figure_annual_consignment_sales',
  cardsSubmittedLifetime: 'figure_cards_submitted_lifetime',
  lastContactedAt: 'figure_last_contacted_at',
} as const;

/** One figure from a customer's `details` JSON, 0 when absent. */
export function customerMetric(db: Db, key: SmartListMetric): RawBuilder<number> {
  if (engineOf(db) === 'postgres') return sql<number>`${sql.ref(POSTGRES_FIGURE_COLUMNS[key])}`;
  return metricFromJson(db, key);
}

/** When the customer was last contacted (ISO text), or null. */
export function customerLastContact(db: Db): RawBuilder<string | null> {
  if (engineOf(db) === 'postgres')
    return sql<string | null>`${sql.ref(POSTGRES_FIGURE_COLUMNS.lastContactedAt)}`;
  return contactFromJson(db);
}

/** The figure read from the JSON: SQLite's queries (and its index, migration 5) and PostgreSQL's columns. */
export function metricFromJson(db: Db, key: SmartListMetric): RawBuilder<number> {
  return sql<number>`coalesce(${jsonNumber(db, 'details', ['metrics', key])}, 0)`;
}

export function contactFromJson(db: Db): RawBuilder<string | null> {
  return jsonText(db, 'details', ['lastContactedAt']);
}

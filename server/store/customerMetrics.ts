import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database';
import { jsonNumber, jsonText } from './portable';

/** The seed's customer figures the smart lists and the directory's counts read (decision 0281). */
export const SMART_LIST_METRICS = [
  'annualCardsSubmitted',
  'annualConsignmentSales',
  'cardsSubmittedLifetime',
] as const;

export type SmartListMetric = (typeof SMART_LIST_METRICS)[number];

/**
 * One figure from a customer's `details` JSON, 0 when absent. Migration 5 indexes exactly this
 * expression, so the queries must build it here too.
 */
export function customerMetric(db: Db, key: SmartListMetric): RawBuilder<number> {
  return sql<number>`coalesce(${jsonNumber(db, 'details', ['metrics', key])}, 0)`;
}

/** When the customer was last contacted (ISO text), or null; migration 5 indexes this too. */
export function customerLastContact(db: Db): RawBuilder<string | null> {
  return jsonText(db, 'details', ['lastContactedAt']);
}

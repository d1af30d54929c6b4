import * as v from 'valibot';
import type { DirectoryCounts } from '../../../domain/tiers';
import { parsePayload } from './parse';

/** Strict, as the dashboard's figures: a count that is not a whole number fails the load. */
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const countsSchema = v.object({
  total: count,
  active: count,
  inactive: count,
  premiumSubmitters: count,
  premiumConsignors: count,
  activeClients: count,
});

export const parseDirectoryCounts = (payload: unknown): DirectoryCounts =>
  parsePayload(countsSchema, payload, 'CUSTOMER_PARSE_ERROR');

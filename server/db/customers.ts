import type { Selectable } from 'kysely';
import { EMPTY_CUSTOMER_METRICS, type Customer, type CustomerInput } from '../../src/domain/customer';
import type { CustomersTable } from '../store/schema';

/**
 * The fields staff edit (PUT/POST /employee/customer), already validated and trimmed: the domain's
 * CustomerInput with the address and the active flag optional and the linked user id nullable.
 */
export type CustomerFields = Pick<
  CustomerInput,
  'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'canEmail' | 'canText' | 'canCall'
> &
  Partial<Pick<CustomerInput, 'address1' | 'address2' | 'city' | 'state' | 'zipCode' | 'isActive'>> & {
    userId?: string | null;
  };

/** Rich read-only fields (tags, metrics, activity…) kept together as JSON; only the seed writes them. */
export type CustomerDetails = Omit<
  Customer,
  | 'id'
  | 'userId'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'canEmail'
  | 'canText'
  | 'canCall'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'isActive'
  | 'createdAt'
  | 'updatedAt'
>;

/** A customers row as the schema (server/store/schema.ts) types it. */
export type CustomerRow = Selectable<CustomersTable>;

export const digitsOf = (value: string) => value.replace(/\D/g, '');

function parseDetails(text: string): Partial<CustomerDetails> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Partial<CustomerDetails>) : {};
  } catch {
    return {};
  }
}

/** The customer payload: the domain Customer's fields, numeric id, phone under both names. */
export function customerPayload(row: CustomerRow) {
  const details = parseDetails(row.details);
  return {
    tags: [],
    accountManager: null,
    notes: '',
    segments: [],
    preferredChannels: [],
    lastContactedAt: null,
    lifetimeValueNotes: null,
    lastSubmissionAt: null,
    emailConfirmed: false,
    phoneConfirmed: false,
    activity: { lastSubmissionAt: null, lastConsignmentAt: null, gradingBatches: [] },
    returnMetrics: { sampleSize: 0, averageDays: null, range: null, onTimePercentage: null },
    followUps: [],
    ...details,
    metrics: { ...EMPTY_CUSTOMER_METRICS, ...details.metrics },
    id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    phoneNumber: row.phone,
    canEmail: row.can_email === 1,
    canText: row.can_text === 1,
    canCall: row.can_call === 1,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

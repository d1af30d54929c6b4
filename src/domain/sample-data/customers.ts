import type { ContactChannel, Customer, CustomerMetrics } from '../customer';
import { returnMetricsOf } from '../customerGrading';
import { sampleBatches, sampleFollowUps } from './customerActivity';
import { ACCOUNT_MANAGERS } from './employees';
import { PERSONA_PROFILES } from './personas';
import { after, before, DAY, type Random } from './random';
import {
  CUSTOMER_NOTES,
  FIRST_NAMES,
  LAST_NAMES,
  LIFETIME_VALUE_NOTES,
  STREETS,
  TAGS,
  US_STATES,
} from './reference';

/** The tier a sample customer is built for; the rotation guarantees every tier in even the small set. */
export type SampleTier =
  'premium-submitter' | 'premium-consignor' | 'premium-both' | 'ordinary' | 'lapsed' | 'dormant' | 'archived';

const TIER_ROTATION: readonly SampleTier[] = [
  'premium-submitter',
  'ordinary',
  'premium-consignor',
  'lapsed',
  'premium-submitter',
  'premium-both',
  'ordinary',
  'dormant',
  'premium-consignor',
  'archived',
];

export const tierOf = (index: number): SampleTier =>
  TIER_ROTATION[index % TIER_ROTATION.length] ?? 'ordinary';

/**
 * Customers across the tiers of seed A §9 (premium submitters 500+ cards a year, premium consignors
 * $50k+ a year, ordinary, lapsed, dormant with no annual activity, archived) with varied contact
 * permissions. Customer 1 is the customer persona's own record (linked by userId).
 */
export function sampleCustomers(random: Random, now: Date, count: number): Customer[] {
  const customers: Customer[] = [];
  for (let index = 0; index < count; index += 1) customers.push(sampleCustomer(random, now, index));
  return customers;
}

function sampleCustomer(random: Random, now: Date, index: number): Customer {
  const id = String(index + 1);
  const tier = tierOf(index);
  const persona = index === 0 ? PERSONA_PROFILES.customer.user : null;
  const firstName = persona ? 'Casey' : random.pick(FIRST_NAMES);
  const lastName = persona ? 'Morgan' : random.pick(LAST_NAMES);
  const email = persona
    ? persona.email
    : `${firstName}.${lastName.replace(/[^a-z]/gi, '')}${id}@example.com`.toLowerCase();
  const [state, , city] = US_STATES[(index * 7) % US_STATES.length] ?? ['TX', 'Texas', 'Austin'];
  const hasAddress = index % 8 !== 6;
  const createdAt = before(now, random.int(200, 1500) * DAY);
  const canEmail = index % 11 !== 4;
  const canCall = random.chance(0.5);
  const canText = random.chance(0.45);
  const allowed: ContactChannel[] = [
    ...(canEmail ? (['email'] as const) : []),
    ...(canCall ? (['phone'] as const) : []),
    ...(canText ? (['text'] as const) : []),
  ];
  const batchCount = tier === 'archived' || tier === 'dormant' ? 0 : random.int(0, 4);
  const batches = sampleBatches(random, now, id, batchCount);
  const contactDays =
    tier === 'premium-consignor' && index % 20 === 8 ? random.int(50, 90) : random.int(1, 40);
  const submissionDays = tier === 'lapsed' ? random.int(400, 700) : random.int(1, 90);
  const lastSubmissionAt = tier === 'dormant' ? null : before(now, submissionDays * DAY);
  return {
    id,
    userId: persona ? persona.id : random.chance(0.4) ? String(1000 + index) : null,
    firstName,
    lastName,
    email,
    phone: `555-${String(100 + (index % 900)).padStart(3, '0')}-${String(random.int(0, 9999)).padStart(4, '0')}`,
    canEmail,
    canText,
    canCall,
    address1: hasAddress ? `${random.int(10, 9800)} ${random.pick(STREETS)}` : '',
    address2: hasAddress && random.chance(0.2) ? `Suite ${random.int(100, 400)}` : '',
    city: hasAddress ? city : '',
    state: hasAddress ? state : '',
    zipCode: hasAddress ? String(random.int(10000, 99950)) : '',
    isActive: tier !== 'archived',
    tags: random.some(TAGS, 0, 3),
    accountManager: random.chance(0.75) ? random.pick(ACCOUNT_MANAGERS) : null,
    notes: random.pick(CUSTOMER_NOTES),
    segments: segmentsOf(tier),
    preferredChannels: allowed.slice(0, random.int(1, 2)),
    lastContactedAt: random.chance(0.9) ? before(now, contactDays * DAY) : null,
    lifetimeValueNotes: tier.startsWith('premium') ? random.pick(LIFETIME_VALUE_NOTES) : null,
    createdAt,
    updatedAt: after(createdAt, random.int(1, 150) * DAY),
    lastSubmissionAt,
    emailConfirmed: random.chance(0.8),
    phoneConfirmed: random.chance(0.6),
    metrics: metricsOf(random, tier),
    activity: {
      lastSubmissionAt,
      lastConsignmentAt:
        tier.includes('consignor') || tier === 'premium-both' ? before(now, random.int(2, 80) * DAY) : null,
      gradingBatches: batches,
    },
    returnMetrics: returnMetricsOf(batches),
    followUps: tier === 'archived' ? [] : sampleFollowUps(random, now, batches),
  };
}

function segmentsOf(tier: SampleTier): string[] {
  switch (tier) {
    case 'premium-submitter':
      return ['Premium submitter', 'Active client'];
    case 'premium-consignor':
      return ['Premium consignor', 'Active client'];
    case 'premium-both':
      return ['Premium submitter', 'Premium consignor', 'Active client'];
    case 'ordinary':
      return ['Active client'];
    case 'lapsed':
      return ['Lapsed'];
    case 'dormant':
      return [];
    case 'archived':
      return ['Archived'];
  }
}

/** Yearly figures that put the customer in its tier; lifetime figures are at least the yearly ones. */
function metricsOf(random: Random, tier: SampleTier): CustomerMetrics {
  const [cards, sales] = ((): [number, number] => {
    switch (tier) {
      case 'premium-submitter':
        return [random.int(500, 2400), random.int(0, 19_000)];
      case 'premium-consignor':
        return [random.int(20, 300), random.int(50_000, 180_000)];
      case 'premium-both':
        return [random.int(600, 1500), random.int(55_000, 120_000)];
      case 'ordinary':
        return [random.int(5, 450), random.int(0, 30_000)];
      default:
        return [0, 0];
    }
  })();
  const cardsLifetime = cards + random.int(tier === 'lapsed' ? 10 : 0, 3000);
  return {
    annualCardsSubmitted: cards,
    annualConsignmentSales: sales,
    lifetimeRevenue: Math.round(cardsLifetime * random.int(18, 40) + sales * 0.12),
    cardsSubmittedLifetime: cardsLifetime,
    consignmentsLifetime: sales > 0 ? random.int(3, 200) : random.int(0, 2),
    submissionsLast12Months: cards > 0 ? random.int(1, 40) : 0,
    consignmentsLast12Months: sales > 0 ? random.int(1, 60) : 0,
    consignmentSalesYtd: Math.round(sales * random.next()),
  };
}

import type { Customer } from '../customer';
import type { StatusCode } from '../status';
import { STATUS_LABELS } from '../statuses';
import { SERVICE_KEYS, type PrescreeningLevel, type ServiceCounts, type Submission } from '../submission';
import { before, DAY, HOUR, type Random } from './random';
import { SUBMISSION_NOTES } from './reference';

interface Spec {
  status: StatusCode;
  createdAgo: number;
  updatedAgo: number;
  prescreening?: PrescreeningLevel;
  notes?: string;
}

/**
 * Submissions that make every dashboard rule of seed A §9 show something, whatever the seed: invoices
 * paid overnight, change requests (on hold or an 'invoice change' note), awaiting prescreen created within
 * a day, out for grading updated this week, and non-completed ones aged 14+, 30+ and 60+ days.
 */
const SCENARIOS: readonly Spec[] = [
  { status: 2, createdAgo: 12 * DAY, updatedAgo: 3 * HOUR },
  { status: 2, createdAgo: 20 * DAY, updatedAgo: 9 * HOUR },
  { status: 2, createdAgo: 6 * DAY, updatedAgo: 22 * HOUR },
  { status: 4, createdAgo: 5 * DAY, updatedAgo: 30 * HOUR },
  { status: 4, createdAgo: 9 * DAY, updatedAgo: 6 * DAY },
  { status: 1, createdAgo: 8 * DAY, updatedAgo: 20 * HOUR, notes: SUBMISSION_NOTES[0] },
  { status: 0, createdAgo: 10 * DAY, updatedAgo: 5 * DAY, notes: SUBMISSION_NOTES[1] },
  { status: 0, createdAgo: 6 * HOUR, updatedAgo: 6 * HOUR, prescreening: 2 },
  { status: 0, createdAgo: 14 * HOUR, updatedAgo: 2 * HOUR, prescreening: 3 },
  { status: 0, createdAgo: 3 * DAY, updatedAgo: 3 * DAY, prescreening: 2 },
  { status: 1, createdAgo: 9 * DAY, updatedAgo: 2 * DAY },
  { status: 1, createdAgo: 11 * DAY, updatedAgo: 5 * DAY },
  { status: 1, createdAgo: 25 * DAY, updatedAgo: 12 * DAY },
  { status: 0, createdAgo: 16 * DAY, updatedAgo: 15 * DAY },
  { status: 1, createdAgo: 35 * DAY, updatedAgo: 20 * DAY },
  { status: 4, createdAgo: 70 * DAY, updatedAgo: 40 * DAY },
  { status: 3, createdAgo: 15 * DAY, updatedAgo: 14 * DAY },
  { status: 5, createdAgo: 22 * DAY, updatedAgo: 18 * DAY },
];

/**
 * `count` submissions in every status and service, with prescreening 1/2/3 and consign-after-grading
 * mixes. Ids ascend with creation time. A few have no customer ('Unassigned customer') and two are
 * soft-deleted (isActive false).
 */
export function sampleSubmissions(
  random: Random,
  now: Date,
  count: number,
  customers: readonly Customer[],
): Submission[] {
  const specs: Spec[] = SCENARIOS.slice(0, count);
  while (specs.length < count) specs.push(randomSpec(random));
  const ordered = specs
    .map((spec, index) => ({ spec, index }))
    .sort((a, b) => b.spec.createdAgo - a.spec.createdAgo || a.index - b.index);
  // Dormant, lapsed and archived customers have no recent submissions, true to their tier.
  const owners = customers.filter(
    (customer) => customer.isActive && customer.segments.some((segment) => segment !== 'Lapsed'),
  );
  return ordered.map(({ spec, index }, position) => {
    const customer = index % 37 === 36 || owners.length === 0 ? null : pickOwner(random, owners, index);
    const counts = serviceCounts(random, index);
    const createdAt = before(now, spec.createdAgo);
    return {
      id: String(position + 1),
      customerId: customer?.id ?? null,
      customer: customer
        ? {
            id: customer.id,
            displayName: `${customer.firstName} ${customer.lastName}`,
            firstName: customer.firstName,
            lastName: customer.lastName,
          }
        : null,
      firstName: customer?.firstName ?? null,
      lastName: customer?.lastName ?? null,
      customerDisplayName: customer ? `${customer.firstName} ${customer.lastName}` : null,
      customerName: customer ? `${customer.firstName} ${customer.lastName}` : null,
      createdAt,
      updatedAt: before(now, Math.min(spec.updatedAgo, spec.createdAgo)),
      status: STATUS_LABELS[spec.status],
      statusCode: spec.status,
      consignAfterGrading: random.chance(0.3),
      notes: spec.notes ?? random.pick(SUBMISSION_NOTES),
      isActive: !(index === 20 || index === 41),
      prescreening: spec.prescreening ?? random.pick<PrescreeningLevel>([1, 1, 2, 2, 3]),
      totalCards: SERVICE_KEYS.reduce((sum, key) => sum + counts[key], 0),
      ...counts,
    };
  });
}

function randomSpec(random: Random): Spec {
  const status = random.pick<StatusCode>([0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 4, 5]);
  const createdAgo = random.int(1, 120 * 24) * HOUR;
  // Completed and cancelled work was last touched well after creation; open work may be stale.
  const updatedAgo = Math.max(0, createdAgo - random.int(0, Math.floor(createdAgo / HOUR)) * HOUR);
  return { status, createdAgo, updatedAgo };
}

/** The customer persona (customer 1) owns a handful of submissions; the rest spread at random. */
function pickOwner(random: Random, owners: readonly Customer[], index: number): Customer {
  const persona = owners.find((customer) => customer.id === '1');
  if (persona && index % 15 === 3) return persona;
  return random.pick(owners);
}

/** One to three services per submission; the first seven submissions force each service to appear. */
function serviceCounts(random: Random, index: number): ServiceCounts {
  const counts = Object.fromEntries(SERVICE_KEYS.map((key) => [key, 0])) as ServiceCounts;
  const chosen = new Set(random.some(SERVICE_KEYS, 1, 3));
  const forced = SERVICE_KEYS[index];
  if (forced) chosen.add(forced);
  for (const key of chosen) counts[key] = key === 'psaValueBulk' ? random.int(5, 60) : random.int(1, 25);
  return counts;
}

/** The latest creation time of each customer's submissions, to keep customers' lastSubmissionAt true. */
export function lastSubmissionByCustomer(submissions: readonly Submission[]): Map<string, string> {
  const latest = new Map<string, string>();
  for (const submission of submissions) {
    if (!submission.customerId || !submission.createdAt) continue;
    const known = latest.get(submission.customerId);
    if (!known || known < submission.createdAt) latest.set(submission.customerId, submission.createdAt);
  }
  return latest;
}

import type { Card } from '../card';
import type { Customer } from '../customer';
import type { Employee } from '../employee';
import type { PrescreenQueueRow } from '../prescreen';
import type { Persona } from '../session';
import type { Submission } from '../submission';
import type { Workflow, WorkflowType } from '../workflow';
import { samplePrescreenQueue, sampleCards } from './cards';
import { sampleCatalogues, type SampleCatalogues } from './catalogues';
import { sampleCustomers } from './customers';
import { sampleEmployees } from './employees';
import { sampleGraderOrders, type SampleGraderOrder } from './graderOrders';
import { ORGANISATION, PERSONA_PROFILES, type Organisation, type PersonaProfile } from './personas';
import { createRandom } from './random';
import { lastSubmissionByCustomer, sampleSubmissions } from './submissions';
import { sampleWorkflows, sampleWorkflowTypes } from './workflows';

export type { SampleCatalogues } from './catalogues';
export type { SampleGraderOrder, SampleOrderCard } from './graderOrders';
export type { Organisation, PersonaProfile } from './personas';
export { PERSONA_PROFILES, ORGANISATION } from './personas';
export { SAMPLE_CARD_IMAGES } from './cards';
export { US_STATES } from './reference';

export interface SampleSize {
  submissions: number;
  customers: number;
}

/** What the demo and the tests use by default. */
export const SMALL_SAMPLE: Readonly<SampleSize> = { submissions: 120, customers: 40 };
/** For performance work: lists, search and sorting at realistic volume. */
export const LARGE_SAMPLE: Readonly<SampleSize> = { submissions: 10_000, customers: 5_000 };

export interface SampleDataOptions {
  /** The reference date every relative time is computed from; the generator never reads the clock. */
  now: Date;
  /** Same seed and date give the same data. Default 1. */
  seed?: number;
  size?: SampleSize;
}

/** Everything the demo backend and the contract server seed from. */
export interface SampleData {
  /** The reference date as ISO text. */
  generatedAt: string;
  personas: Readonly<Record<Persona, PersonaProfile>>;
  organisation: Readonly<Organisation>;
  customers: Customer[];
  submissions: Submission[];
  /** Each with its step types. */
  workflowTypes: WorkflowType[];
  /** Every workflow run of every submission, finished and cancelled ones included. */
  workflows: Workflow[];
  cards: Card[];
  prescreenQueue: PrescreenQueueRow[];
  catalogues: SampleCatalogues;
  employees: Employee[];
  /** A few grader orders at different stages, of the sample's own PSA submissions (issue 39). */
  graderOrders: SampleGraderOrder[];
}

/**
 * Builds the sample data, purely: no clock, no global randomness. Each area draws from its own seeded
 * stream so growing one area (say, more customers) does not reshuffle the others.
 */
export function createSampleData({ now, seed = 1, size = SMALL_SAMPLE }: SampleDataOptions): SampleData {
  const customers = sampleCustomers(createRandom(seed), now, size.customers);
  const submissions = sampleSubmissions(createRandom(seed + 1), now, size.submissions, customers);
  const latest = lastSubmissionByCustomer(submissions);
  for (const customer of customers) {
    const last = latest.get(customer.id);
    if (last && (!customer.lastSubmissionAt || customer.lastSubmissionAt < last)) {
      customer.lastSubmissionAt = last;
      customer.activity.lastSubmissionAt = last;
    }
  }
  const workflowTypes = sampleWorkflowTypes(now);
  const { workflows, prescreenOpenedAt } = sampleWorkflows(submissions, workflowTypes);
  const prescreenQueue = samplePrescreenQueue(submissions, prescreenOpenedAt);
  const queued = new Set(prescreenQueue.map((row) => row.submissionId));
  const cards = sampleCards(createRandom(seed + 2), submissions, queued);
  return {
    generatedAt: now.toISOString(),
    personas: PERSONA_PROFILES,
    organisation: ORGANISATION,
    customers,
    submissions,
    workflowTypes,
    workflows,
    cards,
    prescreenQueue,
    catalogues: sampleCatalogues(),
    employees: sampleEmployees(now),
    graderOrders: sampleGraderOrders(now, submissions, cards),
  };
}

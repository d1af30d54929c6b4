import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { dashboardMetrics } from '../../../src/domain/dashboard';
import { SERVICE_KEYS } from '../../../src/domain/submission';
import { customerTierBadges } from '../../../src/domain/tiers';
import { US_STATES as STATE_CHOICES } from '../../../src/domain/usStates';
import {
  createSampleData,
  LARGE_SAMPLE,
  SAMPLE_CARD_IMAGES,
  US_STATES,
} from '../../../src/domain/sample-data';

const NOW = new Date('2026-03-15T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const data = createSampleData({ now: NOW, seed: 7 });
const age = (iso: string | null) => NOW.getTime() - Date.parse(iso ?? '');

describe('sample data', () => {
  it('is the same for the same seed and reference date, whatever the clock says', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const again = createSampleData({ now: NOW, seed: 7 });
    vi.useRealTimers();
    expect(again).toEqual(data);
    expect(createSampleData({ now: NOW, seed: 8 }).customers).not.toEqual(data.customers);
  });

  it('has the small default size: about 40 customers and 120 submissions', () => {
    expect(data.customers).toHaveLength(40);
    expect(data.submissions).toHaveLength(120);
  });

  it.each([1, 2, 3, 7, 42])('gives every dashboard figure something to show (seed %i)', (seed) => {
    const metrics = dashboardMetrics(createSampleData({ now: NOW, seed }).submissions, NOW);
    expect(metrics.invoicesPaid.submissions).toBeGreaterThan(0);
    expect(metrics.changeRequests.submissions).toBeGreaterThan(0);
    expect(metrics.changeRequests.new).toBeGreaterThan(0);
    expect(metrics.awaitingPrescreen.submissions).toBeGreaterThan(0);
    expect(metrics.awaitingPrescreen.new).toBeGreaterThan(0);
    expect(metrics.outForGrading.submissions).toBeGreaterThan(0);
    expect(metrics.outForGrading.dueThisWeek).toBeGreaterThan(0);
    expect(metrics.ageing.followUp.submissions).toBeGreaterThan(0);
    expect(metrics.ageing.lateFee.submissions).toBeGreaterThan(0);
    expect(metrics.ageing.collections.submissions).toBeGreaterThan(0);
    // Change requests come both from on-hold submissions and from notes asking for an invoice change.
    const subs = data.submissions.filter((submission) => submission.isActive);
    expect(subs.some((s) => s.statusCode !== 4 && /invoice change/i.test(s.notes))).toBe(true);
  });

  it('covers every status, service and prescreening level, and nothing lies in the future', () => {
    expect(new Set(data.submissions.map((s) => s.statusCode))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(new Set(data.submissions.map((s) => s.prescreening))).toEqual(new Set([1, 2, 3]));
    for (const key of SERVICE_KEYS) expect(data.submissions.some((s) => s[key] > 0)).toBe(true);
    expect(data.submissions.some((s) => s.consignAfterGrading)).toBe(true);
    expect(data.submissions.some((s) => !s.consignAfterGrading)).toBe(true);
    expect(data.submissions.some((s) => s.customerId === null)).toBe(true);
    for (const s of data.submissions) {
      expect(age(s.createdAt)).toBeGreaterThanOrEqual(0);
      expect(Date.parse(s.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(s.createdAt ?? ''));
      expect(s.totalCards).toBe(SERVICE_KEYS.reduce((sum, key) => sum + s[key], 0));
    }
  });

  it('has customers in every tier with mixed contact preferences', () => {
    const { customers } = data;
    const tiers = customers.map((c) =>
      customerTierBadges(c.metrics)
        .map((badge) => badge.id)
        .join('+'),
    );
    expect(new Set(tiers)).toEqual(
      new Set(['premium-submitter', 'premium-consignor', 'premium-submitter+premium-consignor', '']),
    );
    // Lapsed: 10+ lifetime cards and nothing in the last 12 months (the directory's smart list).
    expect(
      customers.some(
        (c) => c.metrics.cardsSubmittedLifetime >= 10 && c.metrics.submissionsLast12Months === 0,
      ),
    ).toBe(true);
    // Premium consignors not contacted in over 45 days (another smart list).
    expect(
      customers.some((c) => c.metrics.annualConsignmentSales >= 50_000 && age(c.lastContactedAt) > 45 * DAY),
    ).toBe(true);
    expect(customers.some((c) => !c.isActive)).toBe(true);
    expect(customers.some((c) => c.canEmail) && customers.some((c) => !c.canEmail)).toBe(true);
    expect(customers.some((c) => c.canCall) && customers.some((c) => !c.canCall)).toBe(true);
    expect(customers.some((c) => c.canText) && customers.some((c) => !c.canText)).toBe(true);
    expect(customers.some((c) => c.address1 === '')).toBe(true);
    const batches = customers.flatMap((c) => c.activity.gradingBatches);
    expect(batches.some((b) => b.fulfilledAt === null) && batches.some((b) => b.fulfilledAt !== null)).toBe(
      true,
    );
    const guidance = customers.flatMap((c) => c.followUps.map((item) => item.guidance));
    expect(guidance.some((text) => text.includes('$10 late-fee surcharge'))).toBe(true);
    const codes = new Set(US_STATES.map(([code]) => code));
    expect(codes).toEqual(new Set(STATE_CHOICES.map((state) => state.code)));
    // every customer's state is blank or a known code
    expect(customers.filter((c) => c.state && !codes.has(c.state))).toEqual([]);
    expect(customers.find((c) => c.email === 'customer@example.com')?.userId).toBe(
      data.personas.customer.user.id,
    );
  });

  it('has workflow types from 101 with step types from 501, one initial step per type', () => {
    expect(data.workflowTypes[0]?.id).toBe('101');
    expect(data.workflowTypes[0]?.stepTypes[0]?.id).toBe('501');
    for (const type of data.workflowTypes.filter((t) => t.stepTypes.length > 0)) {
      expect(type.stepTypes.filter((step) => step.isInitialStep)).toHaveLength(1);
      expect(type.primaryStepTypeId).toBe(type.stepTypes.find((step) => step.isInitialStep)?.id);
    }
    const statuses = new Set(data.workflows.map((w) => w.statusCode));
    expect(statuses.has(1) && statuses.has(2) && statuses.has(3)).toBe(true);
    expect(data.workflows.some((w) => w.openSteps.length > 0 && w.steps.length > w.openSteps.length)).toBe(
      true,
    );
  });

  it('queues prescreened submissions and gives each queued one cards with shipped images', () => {
    expect(data.prescreenQueue.length).toBeGreaterThan(0);
    for (const row of data.prescreenQueue) {
      expect(data.cards.some((card) => card.submissionId === row.submissionId)).toBe(true);
    }
    for (const image of SAMPLE_CARD_IMAGES) {
      // Vitest runs from the repository root, where Vite serves public/ as the site root.
      const file = resolve(process.cwd(), 'public/sample-cards', image.file);
      expect(existsSync(file)).toBe(true);
    }
    expect(data.cards.every((card) => card.assets.every((a) => a.url.startsWith('/sample-cards/')))).toBe(
      true,
    );
    expect(data.cards.some((card) => card.aiTitle === null)).toBe(true);
    expect(data.cards.some((card) => card.prescreenRecommendationTypeId !== null)).toBe(true);
  });

  it('has the seed catalogues, employees and personas', () => {
    const { catalogues } = data;
    expect(catalogues.cardGrades).toHaveLength(6);
    expect(catalogues.cardGradeErrors).toHaveLength(3);
    expect(catalogues.cardQualifiers).toHaveLength(3);
    expect(catalogues.prescreenRecommendations.map((r) => r.name)).toEqual([
      'Send for grading',
      'Hold for review',
      'Do not submit',
    ]);
    expect(catalogues.cardGrades.some((g) => g.gradingCompany === 0 && g.score === '9.5')).toBe(true);
    expect(new Set(data.employees.map((e) => e.status))).toEqual(new Set(['Active', 'On Leave']));
    // Seed A §3's personas, role for role and permission for permission.
    expect(data.personas.admin.user.roles).toEqual(['ADMIN', 'EMPLOYEE']);
    expect(data.personas.admin.permissions).toEqual([
      'dashboard:read',
      'projects:read',
      'projects:write',
      'team:manage',
    ]);
    expect(data.personas.employee.user.roles).toEqual(['EMPLOYEE']);
    expect(data.personas.employee.permissions).toEqual(['dashboard:read', 'projects:read']);
    expect(data.personas.customer.user.roles).toEqual(['CUSTOMER']);
    expect(data.personas.customer.permissions).toEqual(['dashboard:read']);
    expect(data.personas.customer.user.email).toBe('customer@example.com');
    expect(data.organisation).toMatchObject({ plan: 'pro', seats: 5 });
  });

  it('builds the large size for performance work', () => {
    const large = createSampleData({ now: NOW, size: LARGE_SAMPLE });
    expect(large.submissions).toHaveLength(10_000);
    expect(large.customers).toHaveLength(5_000);
    expect(new Set(large.submissions.map((s) => s.id)).size).toBe(10_000);
  });
});

import { describe, expect, it } from 'vitest';
import { requestDateProblem, stepDateProblem } from '../../src/domain/graderOrderDates';

// Decision 0530: the day typed beside Ship, Shipped back and Received.
const TODAY = '2026-03-15';
const NOTHING_YET = { shippedOn: null, returnShippedOn: null };
const SHIPPED = { shippedOn: '2026-03-02', returnShippedOn: null };
const BACK = { shippedOn: '2026-03-02', returnShippedOn: '2026-03-10' };

describe('the day of a step of the trip', () => {
  it('takes today and any earlier day for shipping (the order may be typed in after it left)', () => {
    expect(stepDateProblem(NOTHING_YET, 'ship', TODAY, TODAY)).toBeNull();
    expect(stepDateProblem(NOTHING_YET, 'ship', '2025-12-31', TODAY)).toBeNull();
  });

  it('refuses a day in the future, a missing one and one the calendar lacks, naming the field', () => {
    expect(stepDateProblem(NOTHING_YET, 'ship', '2026-03-16', TODAY)).toBe(
      'Shipped date cannot be in the future.',
    );
    expect(stepDateProblem(SHIPPED, 'shipBack', '2026-04-01', TODAY)).toBe(
      'Shipped back date cannot be in the future.',
    );
    expect(stepDateProblem(BACK, 'receive', ' ', TODAY)).toBe('Received date is required.');
    expect(stepDateProblem(BACK, 'receive', '2026-02-30', TODAY)).toBe(
      'Received date must be a date like 2026-03-31.',
    );
  });

  it('refuses a day before the step it follows, and takes that same day', () => {
    expect(stepDateProblem(SHIPPED, 'shipBack', '2026-03-01', TODAY)).toBe(
      'Shipped back date cannot be before the order shipped (Mar 2, 2026).',
    );
    expect(stepDateProblem(SHIPPED, 'shipBack', '2026-03-02', TODAY)).toBeNull();
    expect(stepDateProblem(BACK, 'receive', '2026-03-09', TODAY)).toBe(
      'Received date cannot be before the order was shipped back (Mar 10, 2026).',
    );
    expect(stepDateProblem(BACK, 'receive', '2026-03-10', TODAY)).toBeNull();
  });

  it('checks a request only when it names a day for a dated step (none named: today)', () => {
    expect(requestDateProblem(SHIPPED, { action: 'shipBack', trackingNumber: '9400' }, TODAY)).toBeNull();
    expect(requestDateProblem(SHIPPED, { action: 'shipBack', on: '  ' }, TODAY)).toBeNull();
    expect(requestDateProblem(SHIPPED, { action: 'hold', on: '2099-01-01' }, TODAY)).toBeNull();
    expect(requestDateProblem(SHIPPED, { action: 'shipBack', on: '2026-03-01' }, TODAY)).toMatch(
      /cannot be before/,
    );
  });
});

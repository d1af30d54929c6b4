import { describe, expect, it } from 'vitest';
import type { GraderStage } from '../../src/domain/graderOrder';
import { nextStepOf, progressOf, type MyProgress, type ProgressOrder } from '../../src/domain/portalProgress';

const order = (stage: GraderStage, overrides: Partial<ProgressOrder> = {}): ProgressOrder => ({
  stage,
  heldFrom: null,
  company: 'PSA',
  returnTrackingNumber: '',
  returnShipment: null,
  ...overrides,
});

const progress = (step: MyProgress['step'], overrides: Partial<MyProgress> = {}): MyProgress => ({
  step,
  company: 'PSA',
  carrier: '',
  trackingNumber: '',
  ...overrides,
});

describe("an open submission's progress from its grader orders (issues 39 and 40)", () => {
  it('has none until an order takes its cards out', () => {
    expect(progressOf([])).toBeNull();
    expect(progressOf([order('preparing'), order('cancelled')])).toBeNull();
    // Held while being prepared: the cards never left the shop.
    expect(progressOf([order('onHold', { heldFrom: 'preparing' })])).toBeNull();
  });

  it.each<[GraderStage, MyProgress['step']]>([
    ['shippedToGrader', 'atGrader'],
    ['orderPrep', 'atGrader'],
    ['grading', 'atGrader'],
    ['qa', 'atGrader'],
    ['gradesPosted', 'gradesPosted'],
    ['shippedBack', 'shippedBack'],
    ['received', 'backWithUs'],
    ['closed', 'backWithUs'],
  ])('is where an order %s has taken the cards: %s', (stage, step) => {
    expect(progressOf([order(stage)])?.step).toBe(step);
  });

  it('keeps an order on hold at the grader at the grader', () => {
    expect(progressOf([order('onHold', { heldFrom: 'grading' })])?.step).toBe('atGrader');
  });

  it("carries the grader's tracking number once shipped back, and the return's once returned", () => {
    expect(progressOf([order('shippedBack', { returnTrackingNumber: '9400 1000' })])).toEqual(
      progress('shippedBack', { trackingNumber: '9400 1000' }),
    );
    const home = { carrier: 'UPS', trackingNumber: '1Z-HOME' };
    expect(progressOf([order('received', { returnTrackingNumber: '9400', returnShipment: home })])).toEqual(
      progress('returned', home),
    );
    // Back in the shop, not yet sent on: no tracking number is the customer's yet.
    expect(progressOf([order('received', { returnTrackingNumber: '9400' })])).toEqual(progress('backWithUs'));
  });

  it('is the least advanced of its orders, with that order’s company', () => {
    expect(
      progressOf([
        order('closed', { returnShipment: { carrier: 'UPS', trackingNumber: '1Z' } }),
        order('grading', { company: 'CGC' }),
        order('preparing', { company: 'SGC' }),
      ]),
    ).toEqual(progress('atGrader', { company: 'CGC' }));
  });
});

describe("the dashboard's 'what happens next'", () => {
  it('follows the grader journey: at the grader, grades posted, shipped back with tracking, returned', () => {
    const inProgress = (value: MyProgress) => nextStepOf({ statusCode: 1, progress: value });
    expect(inProgress(progress('atGrader', { company: 'CGC' }))).toBe(
      'Your cards are at CGC for grading; their grades appear here once posted.',
    );
    expect(inProgress(progress('gradesPosted'))).toBe(
      'PSA has posted your grades: open the submission to see them. Your cards come back to us next.',
    );
    expect(inProgress(progress('shippedBack', { trackingNumber: '9400 1000' }))).toBe(
      'PSA has shipped your graded cards back to us (tracking 9400 1000); we send them on to you once they arrive.',
    );
    expect(inProgress(progress('shippedBack'))).toBe(
      'PSA has shipped your graded cards back to us; we send them on to you once they arrive.',
    );
    expect(inProgress(progress('backWithUs'))).toBe(
      'Your graded cards are back with us and go out to you shortly.',
    );
    expect(inProgress(progress('returned', { carrier: 'UPS', trackingNumber: '1Z-HOME' }))).toBe(
      'Your graded cards are on their way to you (tracking UPS 1Z-HOME).',
    );
  });

  it('goes by the status while no order has taken the cards out', () => {
    expect(nextStepOf({ statusCode: 0, progress: null })).toBe(
      'We have your cards and will start on them shortly.',
    );
    expect(nextStepOf({ statusCode: 1, progress: null })).toBe(
      'We are working on your cards; grades and return tracking appear here once posted.',
    );
    expect(nextStepOf({ statusCode: null, progress: null })).toBe(
      'Grades and return tracking appear here once posted.',
    );
  });

  it('says a hold or a problem first, whatever the journey: staff will be in touch', () => {
    const away = progress('atGrader');
    expect(nextStepOf({ statusCode: 4, progress: away })).toBe(
      'On hold: we will contact you about this submission.',
    );
    expect(nextStepOf({ statusCode: 5, progress: away })).toBe(
      'Something needs attention: we will contact you about this submission.',
    );
  });
});

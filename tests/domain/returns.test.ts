import { describe, expect, it } from 'vitest';
import {
  journeyOf,
  journeyPlaceOf,
  returnProblem,
  journeyPlaceText,
  statusOfJourney,
} from '../../src/domain/returns';

describe("a submission's journey and the status that follows it (decision 0394)", () => {
  it('is the least advanced of the orders that took its cards out', () => {
    expect(journeyOf([])).toBe('received');
    expect(journeyOf([{ stage: 'preparing', returned: false }])).toBe('received');
    expect(journeyOf([{ stage: 'cancelled', returned: false }])).toBe('received');
    expect(journeyOf([{ stage: 'grading', returned: false }])).toBe('atGrader');
    expect(journeyOf([{ stage: 'shippedBack', returned: false }])).toBe('gradesPosted');
    expect(
      journeyOf([
        { stage: 'received', returned: true },
        { stage: 'received', returned: false },
      ]),
    ).toBe('readyToReturn');
    expect(
      journeyOf([
        { stage: 'closed', returned: true },
        { stage: 'cancelled', returned: false },
      ]),
    ).toBe('returned');
  });

  it('is In progress while away and Completed once returned; On hold and Cancelled are kept', () => {
    expect(statusOfJourney('received', 0)).toBeNull();
    expect(statusOfJourney('atGrader', 0)).toBe(1);
    expect(statusOfJourney('readyToReturn', 1)).toBeNull();
    expect(statusOfJourney('returned', 1)).toBe(2);
    expect(statusOfJourney('returned', 4)).toBeNull();
    expect(statusOfJourney('atGrader', 3)).toBeNull();
  });

  it('logs a return only once the order is back, and once', () => {
    expect(returnProblem('shippedBack', false)).toBe('A return is logged once the order is back (Received).');
    expect(returnProblem('received', false)).toBeNull();
    expect(returnProblem('closed', true)).toBe("This submission's return is already logged.");
  });
});

describe("the journey's step beside the status (decision 0531)", () => {
  const psa = (stage: Parameters<typeof journeyOf>[0][number]['stage'], returned = false) => ({
    stage,
    returned,
    gradingCompany: 1 as const,
  });
  const sgc = (stage: Parameters<typeof journeyOf>[0][number]['stage'], returned = false) => ({
    stage,
    returned,
    gradingCompany: 2 as const,
  });

  it('names the company holding the cards at their least advanced step', () => {
    expect(journeyPlaceOf([psa('grading')])).toEqual({ step: 'atGrader', companies: [1] });
    expect(journeyPlaceOf([sgc('shippedToGrader'), psa('onHold')])).toEqual({
      step: 'atGrader',
      companies: [1, 2],
    });
    // Only the orders at that step: SGC's grades are posted, PSA still has its cards.
    expect(journeyPlaceOf([sgc('gradesPosted'), psa('qa')])).toEqual({ step: 'atGrader', companies: [1] });
    expect(journeyPlaceOf([psa('preparing'), sgc('cancelled')])).toEqual({ step: 'received', companies: [] });
  });

  it("reads 'At PSA' while away, and nothing while the cards are in the shop", () => {
    const text = (orders: Parameters<typeof journeyPlaceOf>[0]) => journeyPlaceText(journeyPlaceOf(orders));
    expect(text([psa('orderPrep')])).toBe('At PSA');
    expect(text([psa('assembly'), sgc('researchId')])).toBe('At PSA and SGC');
    expect(text([psa('shippedBack')])).toBe('PSA grades posted');
    expect(text([psa('received')])).toBe('Ready to return');
    expect(text([psa('closed', true)])).toBe('Returned');
    expect(text([psa('preparing')])).toBeNull();
    expect(journeyPlaceText(null)).toBeNull();
  });
});

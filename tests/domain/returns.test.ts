import { describe, expect, it } from 'vitest';
import { journeyOf, returnProblem, statusOfJourney } from '../../src/domain/returns';

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

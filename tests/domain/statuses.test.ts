import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gradingCompanyLabel,
  isOpenStatus,
  statusFromUnknown,
  statusLabel,
  statusTone,
} from '../../src/domain/statuses';

const TONES = ['pending', 'in-progress', 'completed', 'cancelled', 'on-hold', 'failed'];

describe('statusFromUnknown', () => {
  it.each([
    // codes
    [0, 0, 'Pending', 'pending'],
    [1, 1, 'In progress', 'in-progress'],
    [2, 2, 'Completed', 'completed'],
    [3, 3, 'Cancelled', 'cancelled'],
    [4, 4, 'On hold', 'on-hold'],
    [5, 5, 'Failed', 'failed'],
    // numeric strings
    ['2', 2, 'Completed', 'completed'],
    [' 4 ', 4, 'On hold', 'on-hold'],
    // text, ignoring case, spaces, underscores and hyphens
    ['in progress', 1, 'In progress', 'in-progress'],
    ['InProgress', 1, 'In progress', 'in-progress'],
    ['IN_PROGRESS', 1, 'In progress', 'in-progress'],
    ['in-progress', 1, 'In progress', 'in-progress'],
    ['ON_HOLD', 4, 'On hold', 'on-hold'],
    ['  completed ', 2, 'Completed', 'completed'],
    ['Canceled', 3, 'Cancelled', 'cancelled'],
    ['FAILED', 5, 'Failed', 'failed'],
    // objects
    [{ code: 1, name: 'In progress' }, 1, 'In progress', 'in-progress'],
    [{ id: '3' }, 3, 'Cancelled', 'cancelled'],
    [{ value: 5 }, 5, 'Failed', 'failed'],
    [{ label: 'On Hold' }, 4, 'On hold', 'on-hold'],
    [{ text: 'completed' }, 2, 'Completed', 'completed'],
    [{ code: 9, name: 'Completed' }, 2, 'Completed', 'completed'],
    // unknown numbers keep their code and show the number
    [7, 7, '7', 'pending'],
    ['12', 12, '12', 'pending'],
    [-1, -1, '-1', 'pending'],
    [{ code: 9 }, 9, '9', 'pending'],
    [{ code: 9, name: 'Awaiting payment' }, 9, 'Awaiting payment', 'pending'],
    // unknown text keeps the text
    ['Shipped', null, 'Shipped', 'pending'],
    // missing falls back to the default status, Pending
    [null, 0, 'Pending', 'pending'],
    [undefined, 0, 'Pending', 'pending'],
    ['', 0, 'Pending', 'pending'],
    [{}, 0, 'Pending', 'pending'],
    [Number.NaN, 0, 'Pending', 'pending'],
    // values that are no status at all
    [true, null, 'Unknown', 'pending'],
    [[2], null, 'Unknown', 'pending'],
  ])('%j → code %j, %s, %s tone', (input, code, label, tone) => {
    expect(statusFromUnknown(input)).toMatchObject({ code, label, tone });
  });

  it('gives any input at all a non-empty label and one of the six tones', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const status = statusFromUnknown(value);
        expect(status.label.length).toBeGreaterThan(0);
        expect(TONES).toContain(status.tone);
      }),
    );
  });

  it('reads every label back to its own code however it is cased or spaced', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        fc.constantFrom(' ', '_', '-', ''),
        (code, upper, separator) => {
          const label = statusLabel(code).replace(' ', separator);
          expect(statusFromUnknown(upper ? label.toUpperCase() : label.toLowerCase()).code).toBe(code);
        },
      ),
    );
  });
});

describe('status helpers', () => {
  it('shows unknown codes as the number with the pending tone', () => {
    expect(statusLabel(8)).toBe('8');
    expect(statusTone(8)).toBe('pending');
    expect(statusTone(null)).toBe('pending');
  });

  it.each([
    [0, true],
    [1, true],
    [2, false],
    [3, false],
    [4, true],
    [5, true],
  ])('code %i is open: %s (open = neither Completed nor Cancelled)', (code, open) => {
    expect(isOpenStatus(code)).toBe(open);
  });
});

describe('gradingCompanyLabel', () => {
  it.each([
    [0, 'Home office'],
    [1, 'PSA'],
    [2, 'SGC'],
    [3, 'BGS'],
    [4, 'CGC'],
    ['3', 'BGS'],
    [7, '#7'],
    [-2, '#-2'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
    ['', 'Unknown'],
    ['PSA', 'Unknown'],
  ])('%j reads %s', (value, label) => {
    expect(gradingCompanyLabel(value)).toBe(label);
  });
});

import { describe, expect, it } from 'vitest';
import {
  coerceSubmissionInput,
  coerceSubmissionPatch,
  EMPTY_SUBMISSION_FORM,
  setPrescreeningRequested,
  toSubmissionInput,
  validateSubmissionForm,
} from '../../src/domain/submissionForm';

const valid = { ...EMPTY_SUBMISSION_FORM, customerId: '42', psaValueBulk: 3 };

describe('submission form', () => {
  it('accepts a customer with counts and no prescreening', () => {
    expect(validateSubmissionForm(valid)).toEqual({});
  });

  it("asks for a customer: 'Select a customer to continue'", () => {
    expect(validateSubmissionForm({ ...valid, customerId: null })).toEqual({
      customerId: 'Select a customer to continue',
    });
    expect(validateSubmissionForm({ ...valid, customerId: ' ' })).toEqual({
      customerId: 'Select a customer to continue',
    });
  });

  it.each([
    [null, 'Choose a prescreening option'],
    [1, 'Choose a prescreening option'],
    [2, undefined],
    [3, undefined],
  ])('with prescreening on, option %j → %s', (prescreening, message) => {
    expect(validateSubmissionForm({ ...valid, prescreeningRequested: true, prescreening }).prescreening).toBe(
      message,
    );
  });

  it('allows notes of exactly 1000 characters and not 1001', () => {
    expect(validateSubmissionForm({ ...valid, notes: 'x'.repeat(1000) })).toEqual({});
    expect(validateSubmissionForm({ ...valid, notes: 'x'.repeat(1001) })).toEqual({
      notes: 'Notes must be 1000 characters or fewer',
    });
  });

  it('flags a negative or emptied count on that service only', () => {
    expect(validateSubmissionForm({ ...valid, cgcBulkCount: -1, bgsBaseCount: Number.NaN })).toEqual({
      cgcBulkCount: 'Enter a non-negative number',
      bgsBaseCount: 'Enter a non-negative number',
    });
  });

  it('turns prescreening on at Pass/Fail and off back to not requested', () => {
    const on = setPrescreeningRequested(valid, true);
    expect(on).toMatchObject({ prescreeningRequested: true, prescreening: 2 });
    expect(setPrescreeningRequested({ ...on, prescreening: 3 }, true).prescreening).toBe(3);
    const off = setPrescreeningRequested(on, false);
    expect(toSubmissionInput(off).prescreening).toBe(1);
    // A stale option is not sent once prescreening is off.
    expect(toSubmissionInput({ ...valid, prescreeningRequested: false, prescreening: 3 }).prescreening).toBe(
      1,
    );
  });
});

describe('submission input coercion', () => {
  it('makes counts non-negative whole numbers', () => {
    const input = coerceSubmissionInput({
      psaValueBulk: -3,
      psaRegularCount: 2.7,
      cgcBulkCount: '5',
      cgcComicCount: 'lots',
      psaDualCount: null,
      sgcStandardCount: Number.POSITIVE_INFINITY,
    });
    expect(input).toMatchObject({
      psaValueBulk: 0,
      psaRegularCount: 2,
      cgcBulkCount: 5,
      cgcComicCount: 0,
      psaDualCount: 0,
      bgsBaseCount: 0,
      sgcStandardCount: 0,
    });
  });

  it.each([
    [2, 2],
    [3, 3],
    ['3', 3],
    [1, 1],
    [0, 1],
    [4, 1],
    [undefined, 1],
  ])('prescreening %j becomes %i', (prescreening, level) => {
    expect(coerceSubmissionInput({ prescreening }).prescreening).toBe(level);
  });

  it('omits customerId when empty and keeps it as text otherwise', () => {
    expect(coerceSubmissionInput({ customerId: '' })).not.toHaveProperty('customerId');
    expect(coerceSubmissionInput({ customerId: '  ' })).not.toHaveProperty('customerId');
    expect(coerceSubmissionInput({ customerId: null })).not.toHaveProperty('customerId');
    expect(coerceSubmissionInput({ customerId: 42 }).customerId).toBe('42');
  });

  it('keeps a valid status and drops an invalid one', () => {
    expect(coerceSubmissionInput({ status: 4 }).status).toBe(4);
    expect(coerceSubmissionInput({ status: 9 })).not.toHaveProperty('status');
  });

  it('coerces only the fields an update names', () => {
    expect(coerceSubmissionPatch({ psaDualCount: -2, notes: 'n' })).toEqual({ psaDualCount: 0, notes: 'n' });
  });
});

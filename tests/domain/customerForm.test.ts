import { describe, expect, it } from 'vitest';
import { EMPTY_CUSTOMER_FORM, toCustomerInput, validateCustomerForm } from '../../src/domain/customerForm';
import { validateEmployeeForm, toEmployeeInput } from '../../src/domain/employeeForm';
import { isUsStateCode, US_STATES, usStateName } from '../../src/domain/usStates';

describe('customer form', () => {
  const valid = {
    ...EMPTY_CUSTOMER_FORM,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
  };

  it('needs first name, last name and an email', () => {
    expect(validateCustomerForm(EMPTY_CUSTOMER_FORM)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
    expect(validateCustomerForm({ ...valid, email: 'ada@' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(validateCustomerForm(valid)).toEqual({});
  });

  it.each([
    ['', undefined],
    ['555-012', undefined],
    ['555012', 'Phone number looks too short'],
    ['  12345 ', 'Phone number looks too short'],
  ])('phone %j → %s', (phone, message) => {
    expect(validateCustomerForm({ ...valid, phone }).phone).toBe(message);
  });

  it.each([
    ['', undefined],
    ['7870', undefined],
    ['787', 'Zip code looks too short'],
  ])('zip %j → %s', (zipCode, message) => {
    expect(validateCustomerForm({ ...valid, zipCode }).zipCode).toBe(message);
  });

  it('trims every value before sending, sending the phone as phoneNumber', () => {
    const input = toCustomerInput({
      ...valid,
      firstName: ' Ada ',
      phone: ' 512 555 0199 ',
      state: ' tx',
      city: 'Austin ',
    });
    expect(input).toMatchObject({
      firstName: 'Ada',
      phoneNumber: '512 555 0199',
      state: 'TX',
      city: 'Austin',
    });
  });
});

describe('US states', () => {
  it('lists the 50 states plus DC, each code once', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51);
    expect(usStateName('dc')).toBe('District of Columbia');
    expect(isUsStateCode('TX')).toBe(true);
    expect(isUsStateCode('PR')).toBe(false);
  });
});

describe('employee form', () => {
  const valid = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '',
    role: 'Grader',
    startDate: '',
    access: 'employee' as const,
  };

  it('needs names, a valid email and a role; a start date, when given, is a date', () => {
    expect(
      validateEmployeeForm({
        firstName: '',
        lastName: '',
        email: 'x',
        phone: '123',
        role: ' ',
        startDate: 'junk',
        access: 'none',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Enter a valid email address',
      phone: 'Phone number looks too short',
      role: 'Role is required',
      startDate: 'Start date must be a date (YYYY-MM-DD)',
    });
    expect(validateEmployeeForm(valid)).toEqual({});
  });

  it('sends a blank start date as null and trims the rest', () => {
    expect(toEmployeeInput({ ...valid, role: ' Grader ' })).toEqual({
      ...valid,
      role: 'Grader',
      startDate: null,
    });
    expect(toEmployeeInput({ ...valid, startDate: '2024-03-01' }).startDate).toBe('2024-03-01');
  });
});

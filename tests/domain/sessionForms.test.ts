import { describe, expect, it } from 'vitest';
import {
  normaliseLoginCredentials,
  resetConfirmationText,
  toRegistrationRequest,
  validateForgotPassword,
  validateLogin,
  validateSignUp,
} from '../../src/domain/sessionForms';
import type { SignUpValues } from '../../src/domain/sessionForms';

describe('login form', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [{ email: '   ', password: 'x' }, { email: 'Email is required' }],
    [{ email: 'ada', password: 'x' }, { email: 'Enter a valid email address' }],
    [{ email: 'ada@example', password: 'x' }, { email: 'Enter a valid email address' }],
    [{ email: ' Ada@Example.com ', password: 'x' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateLogin(values)).toEqual(errors);
  });

  it('trims and lower-cases the email but sends the password untouched', () => {
    expect(normaliseLoginCredentials({ email: ' Ada@Example.COM ', password: ' secret ' })).toEqual({
      email: 'ada@example.com',
      password: ' secret ',
    });
  });
});

describe('forgot password form', () => {
  it('requires a valid email', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'Email is required' });
    expect(validateForgotPassword({ email: 'nope' })).toEqual({ email: 'Enter a valid email address' });
    expect(validateForgotPassword({ email: 'a@b.co' })).toEqual({});
  });

  it('always confirms with the address typed', () => {
    expect(resetConfirmationText(' a@b.co ')).toBe(
      'If an account matches a@b.co, we just sent reset instructions.',
    );
  });
});

describe('sign-up form', () => {
  const valid: SignUpValues = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '512-555-0199',
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    agreedToTerms: true,
  };

  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('reports every empty field with its own message', () => {
    const empty = {
      ...valid,
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    };
    expect(validateSignUp({ ...empty, agreedToTerms: false })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
      confirmPassword: 'Confirm your password',
      agreedToTerms: 'Agree to the Terms and Privacy Policy to continue',
    });
  });

  it('needs names of at least 2 characters after trimming', () => {
    expect(validateSignUp({ ...valid, firstName: ' A ', lastName: 'Li' })).toEqual({
      firstName: 'First name must be at least 2 characters',
    });
  });

  it.each([
    ['5125550199', true],
    ['512-555-0199', true],
    ['512555-0199', true],
    ['(512) 555-0199', false],
    ['512.555.0199', false],
    ['512-555-019', false],
    ['+1 512-555-0199', false],
  ])('phone %s is valid: %s', (phone, valid_) => {
    expect(validateSignUp({ ...valid, phone }).phone).toBe(valid_ ? undefined : 'Enter a valid phone number');
  });

  it('needs a password of at least 12 characters, confirmed exactly', () => {
    expect(validateSignUp({ ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 12 characters',
      confirmPassword: 'Password must be at least 12 characters',
    });
    expect(validateSignUp({ ...valid, confirmPassword: 'correct horse battery!' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(validateSignUp({ ...valid, confirmPassword: 'short' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it('trims names and phone and lower-cases the email when sending', () => {
    expect(
      toRegistrationRequest({
        ...valid,
        firstName: ' Ada ',
        email: ' ADA@Example.com',
        phone: ' 5125550199 ',
      }),
    ).toEqual({
      email: 'ada@example.com',
      phoneNumber: '5125550199',
      password: 'correct horse battery',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });
});

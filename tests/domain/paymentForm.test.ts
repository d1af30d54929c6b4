import {
  PAYMENT_FORM_MESSAGES as M,
  amountOf,
  blankPaymentForm,
  paymentInputOf,
  validatePaymentForm,
  type PaymentFormValues,
} from '../../src/domain/paymentForm';

// Issue 40 item 5: the Record payment form's rules, as a person reads them beside each field.
const context = { balance: 530, today: '2026-03-31' };
const valid: PaymentFormValues = { amount: '120.50', method: 'Check', paidOn: '2026-03-30', reference: '' };
const errorsOf = (change: Partial<PaymentFormValues>) =>
  validatePaymentForm({ ...valid, ...change }, context);

describe('the Record payment form', () => {
  it('reads dollars and cents as people type them, and nothing else', () => {
    expect(amountOf('120')).toBe(120);
    expect(amountOf(' $1,200.5 ')).toBe(1200.5);
    expect(amountOf('.25')).toBe(0.25);
    expect(amountOf('12.')).toBe(12);
    for (const text of ['', '12.345', '1,20', 'ten', '-5', '1e3']) expect(amountOf(text)).toBeNaN();
  });

  it('passes a payment of at most the balance, with a method, on a real day not after today', () => {
    expect(validatePaymentForm(valid, context)).toEqual({});
    expect(errorsOf({ amount: '530.00', paidOn: '2026-03-31' })).toEqual({});
  });

  it('says what is wrong beside each field', () => {
    expect(errorsOf({ amount: '' })).toEqual({ amount: M.amountRequired });
    expect(errorsOf({ amount: '0' })).toEqual({
      amount: 'Amount must be more than $0.00, in dollars and cents',
    });
    expect(errorsOf({ amount: '12.345' })).toEqual({ amount: M.amountInvalid });
    expect(errorsOf({ amount: '530.01' })).toEqual({ amount: 'Amount is more than the balance of $530.00' });
    expect(errorsOf({ method: '' })).toEqual({ method: 'Choose how it was paid' });
    expect(errorsOf({ paidOn: '' })).toEqual({ paidOn: M.dateRequired });
    expect(errorsOf({ paidOn: '2026-02-30' })).toEqual({ paidOn: 'Date must be a date like 2026-03-31' });
    expect(errorsOf({ paidOn: '2026-04-01' })).toEqual({ paidOn: 'Date cannot be in the future' });
    expect(errorsOf({ reference: 'x'.repeat(101) })).toEqual({
      reference: 'Reference must be at most 100 characters',
    });
    expect(Object.keys(errorsOf({ amount: '', method: '', paidOn: '' }))).toEqual([
      'amount',
      'method',
      'paidOn',
    ]);
  });

  it('starts from the whole balance and today, and sends the amount as a number and the reference trimmed', () => {
    expect(blankPaymentForm(context)).toEqual({
      amount: '530.00',
      method: '',
      paidOn: '2026-03-31',
      reference: '',
    });
    expect(blankPaymentForm({ ...context, balance: 0 }).amount).toBe('');
    expect(paymentInputOf({ ...valid, amount: '$1,200.10', reference: '  Cheque 1042 ' })).toEqual({
      amount: 1200.1,
      method: 'Check',
      paidOn: '2026-03-30',
      reference: 'Cheque 1042',
    });
  });
});

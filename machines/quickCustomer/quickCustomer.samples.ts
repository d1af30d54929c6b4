import { AppError } from '../../src/domain/errors';
import { defineSamples } from '../samples';
import { quickCustomerMachine } from './quickCustomer.machine';
import { isQuickCustomerValid } from './quickCustomer.rules';

export const SAMPLE_CREATED = {
  id: '901',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
};
export const SAMPLE_CREATE_ERROR = new AppError('HTTP_ERROR', 'Failed to create customer', { status: 500 });

export const quickCustomerSamples = defineSamples(quickCustomerMachine, {
  scenarios: [{ name: 'the submission form is open', input: undefined }],
  events: [
    { type: 'quick.open', label: 'open' },
    { type: 'quick.cancel', label: 'cancel' },
    { type: 'quick.change', label: "first name 'Grace'", field: 'firstName', value: 'Grace' },
    { type: 'quick.change', label: "last name 'Hopper'", field: 'lastName', value: 'Hopper' },
    { type: 'quick.change', label: 'a valid email', field: 'email', value: 'grace@example.com' },
    { type: 'quick.change', label: 'a 2-digit ZIP code', field: 'zipCode', value: '12' },
    { type: 'quick.change', label: 'a blank ZIP code', field: 'zipCode', value: '' },
    { type: 'xstate.done.actor.createCustomer', label: 'customer created', output: SAMPLE_CREATED },
    { type: 'xstate.error.actor.createCustomer', label: 'the server refuses', error: SAMPLE_CREATE_ERROR },
  ],
  // Create sends only a draft the customer form's rules accept (seed B §5).
  eventsFor: (snapshot) => [
    {
      type: 'quick.submit',
      label: 'Create customer',
      verdict: {
        accepts: { editing: isQuickCustomerValid(snapshot.context.draft) ? 'creating' : 'editing' },
        refuses: ['closed', 'creating'],
      },
    },
  ],
  signature: (snapshot) => ({
    value: snapshot.value,
    valid: isQuickCustomerValid(snapshot.context.draft),
    draft: snapshot.context.draft,
    showErrors: snapshot.context.showErrors,
    saveError: snapshot.context.saveError !== null,
  }),
  stage: { 'xstate.error.actor.createCustomer': { fault: 'customers.create' } },
  describe: {
    'quick.open': "the user presses 'New customer'",
    'quick.cancel': 'the user cancels the modal',
    'quick.change': 'the user edits a customer field',
    'quick.submit': 'the user presses Create customer',
    'xstate.done.actor.createCustomer': 'the customer is created',
    'xstate.error.actor.createCustomer': 'creating the customer fails',
  },
});

import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared';
import { EMPTY_QUICK_CUSTOMER, QUICK_CUSTOMER_FAILED, validateQuickCustomer } from './quickCustomer.rules';
import type {
  CreateCustomerInput,
  CreatedCustomer,
  QuickCustomerContext,
  QuickCustomerEvent,
} from './quickCustomer.types';

const closedContext: QuickCustomerContext = {
  draft: EMPTY_QUICK_CUSTOMER,
  errors: {},
  showErrors: false,
  saveError: null,
};

/**
 * The submission form's 'New customer' modal (seed B §2, §5, §8): closed, editing with the customer
 * form's rules, creating; a created customer is handed to the form (which selects it) and the modal
 * closes; a failed create keeps every value and shows the seed's message.
 */
export const quickCustomerMachine = setup({
  types: {
    context: {} as QuickCustomerContext,
    events: {} as QuickCustomerEvent,
  },
  actors: {
    createCustomer: fromPromise<CreatedCustomer, CreateCustomerInput>(
      notProvided('quickCustomer', 'createCustomer'),
    ),
  },
  actions: {
    reset: assign(() => closedContext),
    change: assign(({ context }, params: { field: keyof QuickCustomerContext['draft']; value: string }) => {
      const draft = { ...context.draft, [params.field]: params.value };
      return { draft, errors: validateQuickCustomer(draft) };
    }),
    revealErrors: assign(({ context }) => ({
      errors: validateQuickCustomer(context.draft),
      showErrors: true,
    })),
    clearSaveError: assign({ saveError: null }),
    storeSaveError: assign({ saveError: QUICK_CUSTOMER_FAILED }),
    /** The form selects the new customer (provided by the screen). */
    created: (_, _params: { customer: CreatedCustomer }) => {},
    /** Focus the first field in error (provided by the screen). */
    focusFirstError: () => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(validateQuickCustomer(context.draft)).length === 0,
  },
}).createMachine({
  id: 'quickCustomer',
  description: "The submission form's 'New customer' modal.",
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      description: "The 'New customer' modal is closed.",
      on: { 'quick.open': { target: 'editing', actions: 'reset' } },
    },
    editing: {
      description: 'The modal with the customer fields; Create checks them first.',
      on: {
        'quick.change': {
          actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'quick.submit': [
          { guard: 'valid', target: 'creating', actions: ['revealErrors', 'clearSaveError'] },
          { actions: ['revealErrors', 'focusFirstError'] },
        ],
        'quick.cancel': { target: 'closed', actions: 'reset' },
      },
    },
    creating: {
      description: 'Create shows its pending state; nothing closes the modal.',
      invoke: {
        id: 'createCustomer',
        src: 'createCustomer',
        input: ({ context }) => ({ draft: context.draft }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'created', params: ({ event }) => ({ customer: event.output }) }, 'reset'],
        },
        onError: { target: 'editing', actions: 'storeSaveError' },
      },
    },
  },
});

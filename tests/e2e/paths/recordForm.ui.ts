import { recordFormMachine } from '../../../machines/recordForm';
import { defineSamples } from '../../../machines/samples';
import { EMPTY_CUSTOMER_FORM, validateCustomerForm } from '../../../src/domain/customerForm';
import type { FormDraft } from '../../../machines/recordForm';
import { defineUiMap } from '../../../scripts/lib/machine-graph/ui-map';

// The kit's form machine on the New customer form, with demo data. The machine's own samples are a
// generic two-field form; here the model gets the customer form's blank values and rules, so its
// paths are the ones this screen must follow. Saving and loading failures need the server to fail:
// the model tests cover them.
const validate = (draft: FormDraft) => validateCustomerForm(draft as typeof EMPTY_CUSTOMER_FORM);
const GRACE = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
const LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
};
const box = (field: string) => ({ role: 'textbox', name: LABELS[field] ?? field });
const leaveDialog = { role: 'alertdialog', name: 'Leave without saving?' };

export const recordFormUi = defineUiMap(recordFormMachine, {
  machine: 'recordForm',
  screen: 'the New customer form',
  samples: defineSamples(recordFormMachine, {
    scenarios: [
      {
        name: 'an employee opens New customer',
        input: { recordId: null, blank: EMPTY_CUSTOMER_FORM, validate, newKey: () => 'key-1' },
        starts: 'editing',
      },
    ],
    events: [
      { type: 'form.set', label: 'Grace Hopper, grace@example.com', values: GRACE },
      { type: 'form.submit', label: 'Create customer' },
      { type: 'form.leave', label: 'Cancel' },
      { type: 'form.confirmLeave', label: 'Leave' },
      { type: 'form.stay', label: 'Stay' },
      { type: 'xstate.done.actor.saveDraft', label: 'saved', output: { id: 'new' } },
    ],
    signature: (snapshot) => ({
      value: snapshot.value,
      draft: snapshot.context.draft,
    }),
  }),
  start: {
    'an employee opens New customer': {
      signInAs: 'employee',
      goto: '/customers/new',
      does: 'an employee signs in and opens /customers/new',
    },
  },
  events: {
    'form.set': (sample) => ({
      does: 'types the first name, last name and email',
      actions: Object.entries(sample.values).map(([field, value]) => ({
        fill: box(field),
        value: String(value),
      })),
    }),
    'form.change': (sample) => ({
      does: `clears ${LABELS[sample.field] ?? sample.field}`,
      actions: [{ fill: box(sample.field), value: String(sample.value) }],
    }),
    'form.submit': () => ({
      does: 'presses Create customer',
      actions: [{ click: { role: 'button', name: 'Create customer' } }],
    }),
    'form.leave': (sample) =>
      sample.to === undefined
        ? { does: 'presses Cancel', actions: [{ click: { role: 'button', name: 'Cancel', exact: true } }] }
        : null,
    'form.confirmLeave': () => ({
      does: 'presses Leave in the dialog',
      actions: [{ click: { role: 'button', name: 'Leave', within: leaveDialog } }],
    }),
    'form.stay': () => ({
      does: 'presses Stay in the dialog',
      actions: [{ click: { role: 'button', name: 'Stay', within: leaveDialog } }],
    }),
    'xstate.done.actor.saveDraft': 'app',
  },
  states: {
    starting: null,
    validating: null,
    saving: null,
    editing: {
      sees: 'the New customer form',
      checks: [
        { url: '/customers/new$' },
        { see: { role: 'heading', name: 'New customer' } },
        { hidden: leaveDialog },
      ],
    },
    confirmingLeave: { sees: "'Leave without saving?'", checks: [{ see: leaveDialog }] },
    saved: { sees: "the new customer's page", checks: [{ url: '/customers/\\d+$' }] },
    left: { sees: 'the customer list', checks: [{ url: '/customers$' }] },
    loading: { sees: 'Loading customer…', checks: [] },
    notFound: { sees: "'Customer not found'", checks: [] },
    failed: { sees: "'Customer not found'", checks: [] },
  },
});

import { fromPromise } from 'xstate';
import {
  connectQuickCustomer,
  quickCustomerMachine,
  type CreateCustomerInput,
  type CreatedCustomer,
  type QuickCustomerField,
} from '../../../machines/quickCustomer';
import { useScreenActor } from '../../kit/screen-actor';
import { useView } from '../../kit/use-view';
import { EMPTY_CUSTOMER_FORM, toCustomerInput } from '../../domain/customerForm';
import { US_STATES } from '../../domain/usStates';
import { Alert, Button, Dialog, Field, fieldRowStyle, formStyle, Input, Select } from '../../ui';

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

const focusFirst = () =>
  document.querySelector<HTMLElement>('[data-quick-customer] [aria-invalid="true"]')?.focus();

export interface QuickCustomerButtonProps {
  /** The form selects the new customer. */
  onCreated: (customer: CreatedCustomer) => void;
}

/** 'New customer' and its modal (seed B §2, §5, §8), on the quickCustomer machine. */
export function QuickCustomerButton({ onCreated }: QuickCustomerButtonProps) {
  const actor = useScreenActor(quickCustomerMachine, ({ backend }) => ({
    actors: {
      createCustomer: fromPromise<CreatedCustomer, CreateCustomerInput>(({ input, signal }) =>
        backend().customers.create(toCustomerInput({ ...EMPTY_CUSTOMER_FORM, ...input.draft }), { signal }),
      ),
    },
    actions: {
      created: (_, params) => onCreated(params.customer),
      focusFirstError: () => requestAnimationFrame(focusFirst),
    },
  }));
  const { open, creating, draft, errors, saveError, openDialog, change, submit, cancel } = useView(
    actor,
    connectQuickCustomer,
  );
  const field = (name: QuickCustomerField) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });
  const formId = 'quick-customer-form';
  return (
    <>
      <Button variant="secondary" onClick={openDialog}>
        New customer
      </Button>
      <Dialog
        title="New customer"
        description="Create the customer and select them for this submission."
        size="lg"
        open={open}
        dismissible={!creating}
        onOpenChange={(next) => {
          if (!next) cancel();
        }}
        footer={
          <>
            <Button variant="ghost" disabled={creating} onClick={cancel}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form={formId} disabled={creating}>
              {creating ? 'Creating…' : 'Create customer'}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          data-quick-customer
          noValidate
          className={formStyle}
          onSubmit={(event) => {
            event.preventDefault();
            // The submission form around the modal must not submit too.
            event.stopPropagation();
            submit();
          }}
        >
          {saveError && <Alert tone="error">{saveError}</Alert>}
          <div className={fieldRowStyle}>
            <Field label="First name" required errorText={errors.firstName}>
              <Input autoComplete="off" {...field('firstName')} />
            </Field>
            <Field label="Last name" required errorText={errors.lastName}>
              <Input autoComplete="off" {...field('lastName')} />
            </Field>
          </div>
          <div className={fieldRowStyle}>
            <Field label="Email" required errorText={errors.email}>
              <Input type="email" autoComplete="off" {...field('email')} />
            </Field>
            <Field label="Phone" errorText={errors.phone}>
              <Input type="tel" autoComplete="off" {...field('phone')} />
            </Field>
          </div>
          <div className={fieldRowStyle}>
            <Field label="City">
              <Input autoComplete="off" {...field('city')} />
            </Field>
            <Select
              label="State"
              options={STATE_OPTIONS}
              // In the modal dialog: a popup portalled outside it would be hidden from assistive technology.
              portalled={false}
              value={draft.state || null}
              onValueChange={(value) => change('state', value ?? '')}
            />
          </div>
          <Field label="Zip code" errorText={errors.zipCode}>
            <Input autoComplete="off" {...field('zipCode')} />
          </Field>
        </form>
      </Dialog>
    </>
  );
}

import type { SnapshotFrom } from 'xstate';
import type { quickCustomerMachine } from './quickCustomer.machine';
import type { QuickCustomerDraft, QuickCustomerEvent, QuickCustomerField } from './quickCustomer.types';

type Snapshot = SnapshotFrom<typeof quickCustomerMachine>;

/** What the 'New customer' button and its modal bind. */
export interface QuickCustomerView {
  open: boolean;
  creating: boolean;
  draft: QuickCustomerDraft;
  /** The rules' messages, once a submit has asked for them. */
  errors: Partial<Record<QuickCustomerField, string>>;
  saveError: string | null;
  openDialog: () => void;
  change: (field: QuickCustomerField, value: string) => void;
  submit: () => void;
  cancel: () => void;
}

const NO_ERRORS: Partial<Record<QuickCustomerField, string>> = {};

export function connectQuickCustomer(
  snapshot: Snapshot,
  send: (event: QuickCustomerEvent) => void,
): QuickCustomerView {
  const { draft, errors, showErrors, saveError } = snapshot.context;
  return {
    open: !snapshot.matches('closed'),
    creating: snapshot.matches('creating'),
    draft,
    errors: showErrors ? errors : NO_ERRORS,
    saveError,
    openDialog: () => send({ type: 'quick.open' }),
    change: (field, value) => send({ type: 'quick.change', field, value }),
    submit: () => send({ type: 'quick.submit' }),
    cancel: () => send({ type: 'quick.cancel' }),
  };
}

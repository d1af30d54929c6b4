import { Banknote } from 'lucide-react';
import { css } from 'styled-system/css';
import { DialogForm, FormDialog, useDialogFormScreen } from '../../kit/form-dialog';
import { pushToast } from '../../kit/screen-actor';
import type { IssuedInvoice } from '../../domain/businessProfile';
import { formatCurrency } from '../../domain/format';
import { dayOf, PAYMENT_METHODS } from '../../domain/payments';
import {
  blankPaymentForm,
  paymentInputOf,
  validatePaymentForm,
  type PaymentFormContext,
  type PaymentFormValues,
} from '../../domain/paymentForm';
import { Button, fieldRowStyle, Select, TextField } from '../../ui';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: method }));

interface RecordPaymentProps {
  submissionId: string;
  invoice: IssuedInvoice;
  /** After a payment is recorded: the invoice page reads the invoice again (status and balance). */
  onRecorded: () => void;
}

const balanceStyle = css({ fontSize: 'sm', color: 'fg.muted', m: '0' });

/** The form inside the dialog: mounted each time it opens, with the balance as it is then. */
function RecordPaymentForm({ submissionId, invoice, onRecorded }: RecordPaymentProps) {
  const context: PaymentFormContext = { balance: invoice.balance, today: dayOf(new Date()) };
  const form = useDialogFormScreen<PaymentFormValues>({
    draftKind: `payment:${submissionId}`,
    recordId: null,
    blank: blankPaymentForm(context),
    validate: (values) => validatePaymentForm(values, context),
    save: async ({ backend }, _id, values, signal, write) => {
      const recorded = await backend().submissions.recordPayment(submissionId, paymentInputOf(values), {
        signal,
        ...write,
      });
      return { id: String(recorded.invoiceNumber) };
    },
    onSaved: ({ notifications }) => {
      pushToast(notifications, { type: 'success', title: 'Payment recorded', message: '' });
      onRecorded();
    },
  });
  const method = form.field('method');
  return (
    <DialogForm
      form={form}
      texts={{
        submit: 'Record payment',
        saveFailed: 'Payment not recorded',
        saveFallback: 'Unable to record this payment right now. Please try again.',
        leave: 'The payment you typed will be lost.',
      }}
    >
      <p className={balanceStyle}>
        {`Invoice ${invoice.invoiceNumber} · balance ${formatCurrency(invoice.balance)} of ${formatCurrency(invoice.total)}`}
      </p>
      <div className={fieldRowStyle}>
        <TextField
          label="Amount"
          required
          field={form.field('amount')}
          helperText="In dollars and cents, at most the balance."
          input={{ inputMode: 'decimal', autoComplete: 'off', readOnly: form.saving }}
        />
        <TextField
          label="Date paid"
          required
          field={form.field('paidOn')}
          input={{ type: 'date', max: context.today, readOnly: form.saving }}
        />
      </div>
      <div data-field="method">
        <Select
          label="Method"
          required
          options={METHOD_OPTIONS}
          value={method.value === '' ? null : method.value}
          onValueChange={(value) =>
            method.onChange(PAYMENT_METHODS.find((candidate) => candidate === value) ?? '')
          }
          placeholder="Choose a method"
          searchable={false}
          clearable={false}
          portalled={false}
          disabled={form.saving}
          errorText={method.error}
        />
      </div>
      <TextField
        label="Reference"
        field={form.field('reference')}
        helperText="The cheque number, card slip or transfer reference (optional)."
        input={{ autoComplete: 'off', readOnly: form.saving }}
      />
    </DialogForm>
  );
}

/**
 * 'Record payment' on the staff's invoice page (issue 40 item 5): amount, method, date and reference,
 * checked beside each field before sending; the invoice's status and balance follow once recorded.
 */
export function RecordPaymentDialog(props: RecordPaymentProps) {
  return (
    <FormDialog
      title="Record payment"
      trigger={
        <Button variant="secondary">
          <Banknote size={16} aria-hidden />
          Record payment
        </Button>
      }
    >
      <RecordPaymentForm {...props} />
    </FormDialog>
  );
}

import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { FormScreen } from '../../kit/form-screen';
import { useRecordFormScreen } from '../../kit/screen-actor';
import type { ScreenProps } from '../../kit/services';
import { formatCurrency } from '../../domain/format';
import { PRESCREENING_OPTIONS, priceSubmission, SERVICE_PRICING } from '../../domain/pricing';
import { SERVICE_KEYS } from '../../domain/submission';
import {
  coercePrescreening,
  EMPTY_SUBMISSION_FORM,
  NOTES_MAX_LENGTH,
  setPrescreeningRequested,
  submissionToFormValues,
  toSubmissionInput,
  validateSubmissionForm,
  type SubmissionFormValues,
} from '../../domain/submissionForm';
import { Alert, Button, Card, Checkbox, EmptyState, NumberStepper, PageHeader, Textarea } from '../../ui';
import { CustomerLookup } from './customer-lookup';
import { PriceSummary } from './price-summary';
import { serviceRateText } from './service-limits';

export const SAVE_FAILED = 'Unable to save this submission right now. Please try again later.';

const columnStyle = css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' });
const servicesStyle = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' });
const optionRowStyle = css({ display: 'flex', gap: '2', flexWrap: 'wrap', ms: '7' });

/** Seed B §2 'Submission form' (new or edit) on the kit's recordForm machine. */
export default function SubmissionFormScreen({ params, search }: ScreenProps) {
  const recordId = params.id ?? null;
  // ?customerId= preselects a customer on a new submission.
  const blank = useMemo<SubmissionFormValues>(() => {
    const preselect = new URLSearchParams(search).get('customerId')?.trim();
    return { ...EMPTY_SUBMISSION_FORM, customerId: recordId === null && preselect ? preselect : null };
  }, [recordId, search]);
  const form = useRecordFormScreen<SubmissionFormValues>({
    draftKind: 'submission',
    recordId,
    blank,
    validate: validateSubmissionForm,
    loadWithVersion: ({ backend }, id, signal) =>
      backend()
        .submissions.get(id, { signal })
        .then((submission) => ({ values: submissionToFormValues(submission), version: submission.version })),
    save: async ({ backend }, id, values, signal, write) => {
      const input = toSubmissionInput(values);
      const saved = id
        ? await backend().submissions.update(id, input, { signal, ...write })
        : await backend().submissions.create(input, { signal, ...write });
      return { id: saved.id };
    },
    onSaved: ({ navigate }, id) => navigate(`/submissions/${id}`, { replace: true }),
    onLeave: ({ navigate }, to) => navigate(to ?? (recordId ? `/submissions/${recordId}` : '/submissions')),
  });
  const { values } = form;
  const price = priceSubmission(
    values,
    values.prescreeningRequested ? coercePrescreening(values.prescreening) : 1,
  );
  const title = form.isNew ? 'New submission' : `Edit submission #${recordId ?? ''}`;

  return (
    <FormScreen
      form={form}
      title={title}
      texts={{
        loading: 'Loading submission…',
        create: 'Create submission',
        save: 'Update submission',
        saveFailed: SAVE_FAILED,
        leave: 'Your changes to this submission will be lost.',
      }}
      saveMessages
      missing={(error) =>
        error ? (
          <Alert tone="error" title="Unable to load this submission right now.">
            <Button size="sm" onClick={error.onRetry} className={css({ mt: '2' })}>
              Try again
            </Button>
          </Alert>
        ) : (
          <section>
            <PageHeader title={title} />
            <EmptyState title="Submission not found." headingLevel={2} />
          </section>
        )
      }
      aside={
        <Card title="Price summary" headingLevel={2}>
          <PriceSummary price={price} />
        </Card>
      }
    >
      <Card title="Customer" headingLevel={2}>
        <CustomerLookup
          initialValue={values.customerId}
          errorText={form.errors.customerId}
          onChange={(id) => form.set({ customerId: id })}
        />
      </Card>
      <Card title="Services" headingLevel={2}>
        <div className={servicesStyle}>
          {SERVICE_KEYS.map((service) => {
            const count = values[service];
            return (
              <NumberStepper
                key={service}
                name={service}
                label={SERVICE_PRICING[service].label}
                value={Number.isFinite(count) ? count : null}
                onValueChange={(next) => form.field(service).onChange(next === null ? Number.NaN : next)}
                helperText={serviceRateText(service, count)}
                errorText={form.errors[service]}
              />
            );
          })}
        </div>
      </Card>
      <Card title="Options" headingLevel={2}>
        <div className={columnStyle}>
          <div
            data-field="prescreening"
            className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
          >
            <Checkbox
              label="Prescreening"
              checked={values.prescreeningRequested}
              onCheckedChange={(on) => form.set(setPrescreeningRequested(values, on))}
            />
            {values.prescreeningRequested && (
              <div role="group" aria-label="Prescreening option" className={optionRowStyle}>
                {([2, 3] as const).map((level) => (
                  <Button
                    key={level}
                    size="sm"
                    variant={values.prescreening === level ? 'primary' : 'secondary'}
                    aria-pressed={values.prescreening === level}
                    onClick={() => form.set({ prescreening: level })}
                  >
                    {`${PRESCREENING_OPTIONS[level].label} (${formatCurrency(PRESCREENING_OPTIONS[level].rateCentsPerCard / 100)} per card)`}
                  </Button>
                ))}
              </div>
            )}
            {form.errors.prescreening && (
              <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
                {form.errors.prescreening}
              </p>
            )}
          </div>
          <Checkbox
            label="Consign after grading"
            checked={values.consignAfterGrading}
            onCheckedChange={(on) => form.set({ consignAfterGrading: on })}
          />
          <Textarea
            label="Internal notes"
            name="notes"
            maxLength={NOTES_MAX_LENGTH}
            value={values.notes}
            onValueChange={(text) => form.set({ notes: text })}
            errorText={form.errors.notes}
          />
        </div>
      </Card>
    </FormScreen>
  );
}

import { connectSession } from '../../../machines/session';
import { isSignInAccess, SIGN_IN_ACCESS_OPTIONS, type SignInAccess } from '../../domain/accounts';
import { hasAnyRole } from '../../domain/session';
import { FormScreen } from '../../kit/form-screen';
import { useServices, type ScreenProps } from '../../kit/services';
import { useView } from '../../kit/use-view';
import { useRecordFormScreen } from '../../kit/screen-actor';
import {
  employeeToFormValues,
  EMPTY_EMPLOYEE_FORM,
  toEmployeeInput,
  validateEmployeeForm,
  type EmployeeField,
  type EmployeeFormValues,
} from '../../domain/employeeForm';
import { employeeName } from '../../domain/employeeRoster';
import { FormSection, Select, TextField, type InputProps } from '../../ui';
import { employeeHref, EMPLOYEES_PATH } from './employee-links';
import { EmployeeNotFound } from './employee-not-found';

const SAVE_FAILED = 'We could not save this employee just yet. Please try again.';

type Form = ReturnType<typeof useRecordFormScreen<EmployeeFormValues>>;

const FIELDS: readonly {
  name: Exclude<EmployeeField, 'access'>;
  label: string;
  required?: boolean;
  helperText?: string;
  input?: Omit<InputProps, 'name' | 'value' | 'onChange'>;
}[] = [
  { name: 'firstName', label: 'First name', required: true, input: { autoComplete: 'given-name' } },
  { name: 'lastName', label: 'Last name', required: true, input: { autoComplete: 'family-name' } },
  { name: 'email', label: 'Email', required: true, input: { type: 'email', autoComplete: 'email' } },
  { name: 'phone', label: 'Phone', input: { type: 'tel', autoComplete: 'tel' } },
  { name: 'role', label: 'Role', required: true, input: { autoComplete: 'organization-title' } },
  {
    name: 'startDate',
    label: 'Start date',
    helperText: 'Used for anniversaries and reporting.',
    input: { type: 'date' },
  },
];

/** What each access means once saved, under the select (issue 38). */
const ACCESS_HELP: Record<SignInAccess, string> = {
  none: 'They cannot sign in. Taking access away signs them out at once.',
  employee: 'They sign in as staff. Someone without a password yet gets an invitation by email.',
  admin: 'They sign in as staff and manage the team and the settings.',
};

/**
 * Sign-in access (issue 38): what the person may do in the app, apart from Role (their job title).
 * Only admins may change it; anyone else sees it without being able to.
 */
function AccessSelect({ form }: { form: Form }) {
  const { session } = useServices();
  const isAdmin = useView(session, connectSession, (view) => hasAnyRole(view.roles, ['admin']));
  const field = form.field('access');
  return (
    <Select
      label="Sign-in access"
      name="access"
      options={SIGN_IN_ACCESS_OPTIONS}
      value={field.value}
      searchable={false}
      clearable={false}
      disabled={form.saving || !isAdmin}
      helperText={ACCESS_HELP[field.value]}
      errorText={field.error}
      onValueChange={(value) => {
        if (isSignInAccess(value)) field.onChange(value);
      }}
    />
  );
}

function EmployeeFields({ form }: { form: Form }) {
  return (
    <FormSection>
      {FIELDS.map(({ name, label, required, helperText, input }) => (
        <TextField
          key={name}
          label={label}
          field={form.field(name)}
          required={required}
          helperText={helperText}
          input={{ ...input, disabled: form.saving }}
        />
      ))}
      <AccessSelect form={form} />
    </FormSection>
  );
}

/** Employee form (seed B §2, §5): 'Add a new employee' without an id, 'Update employee profile' with one. */
export default function EmployeeFormScreen({ params }: ScreenProps) {
  const recordId = params.id ?? null;
  const form = useRecordFormScreen<EmployeeFormValues>({
    draftKind: 'employee',
    recordId,
    blank: EMPTY_EMPLOYEE_FORM,
    validate: validateEmployeeForm,
    saveFailure: SAVE_FAILED,
    label: recordId
      ? { path: employeeHref(recordId), of: employeeName, missing: 'Employee not found' }
      : undefined,
    loadWithVersion: ({ backend }, id, signal) =>
      backend()
        .employees.get(id, { signal })
        .then((employee) => ({ values: employeeToFormValues(employee), version: employee.version })),
    save: ({ backend }, id, values, signal, write) =>
      id
        ? backend().employees.update(id, toEmployeeInput(values), { signal, ...write })
        : backend().employees.create(toEmployeeInput(values), { signal, ...write }),
    onSaved: ({ navigate }, id) => navigate(employeeHref(id), { replace: true }),
    // Cancel goes back to the profile when editing, otherwise to the roster (seed B §2).
    onLeave: ({ navigate }, to) => navigate(to ?? (recordId ? employeeHref(recordId) : EMPLOYEES_PATH)),
  });

  return (
    <FormScreen
      form={form}
      title={form.isNew ? 'Add a new employee' : 'Update employee profile'}
      texts={{
        loading: 'Loading employee profile…',
        create: 'Save employee',
        save: 'Save employee',
        saving: 'Saving…',
        saveFailed: SAVE_FAILED,
        leave: 'Your changes to this employee will be lost.',
      }}
      // Seed B §8: a profile that is missing or fails to load reads 'Employee not found'.
      missing={() => <EmployeeNotFound />}
    >
      <EmployeeFields form={form} />
    </FormScreen>
  );
}

import { compact, emailError, isBlank, MESSAGES, optionalPhoneError } from './formRules';
import type { FieldErrors } from './formRules';
import type { Employee, EmployeeInput } from './employee';

export const ROLE_REQUIRED = 'Role is required';

/** The form edits only these fields; startDate is the date input's 'YYYY-MM-DD' text ('' when unset). */
export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: string;
  startDate: string;
}
export type EmployeeField = keyof EmployeeFormValues;

/** Start date has no rule. */
export function validateEmployeeForm(values: EmployeeFormValues): FieldErrors<EmployeeField> {
  return compact({
    firstName: isBlank(values.firstName) ? MESSAGES.firstNameRequired : undefined,
    lastName: isBlank(values.lastName) ? MESSAGES.lastNameRequired : undefined,
    email: emailError(values.email),
    phone: optionalPhoneError(values.phone),
    role: isBlank(values.role) ? ROLE_REQUIRED : undefined,
  });
}

export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  role: '',
  startDate: '',
};

export const employeeToFormValues = (employee: Employee): EmployeeFormValues => ({
  firstName: employee.firstName,
  lastName: employee.lastName,
  email: employee.email,
  phone: employee.phone,
  role: employee.role,
  // A stored timestamp keeps only its calendar day for the date input.
  startDate: employee.startDate?.slice(0, 10) ?? '',
});

export const toEmployeeInput = (values: EmployeeFormValues): EmployeeInput => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  role: values.role.trim(),
  startDate: values.startDate.trim() === '' ? null : values.startDate.trim(),
});

/** Paths of the roster's screens (the route table's patterns, filled). */
export const EMPLOYEES_PATH = '/employees';
export const NEW_EMPLOYEE_PATH = '/employees/new';
export const employeeHref = (id: string) => `/employees/${encodeURIComponent(id)}`;
export const editEmployeeHref = (id: string) => `${employeeHref(id)}/edit`;

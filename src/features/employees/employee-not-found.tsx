import { RecordNotFound } from '../../kit/record-not-found';
import { EMPLOYEES_PATH } from './employee-links';

/** The missing-employee state shared by the profile and the edit form (seed B §2, §8). */
export function EmployeeNotFound() {
  return (
    <RecordNotFound
      title="Employee not found"
      message="This profile may have been removed from the roster. Return to the roster to continue."
      backLabel="Back to employees"
      backHref={EMPLOYEES_PATH}
    />
  );
}

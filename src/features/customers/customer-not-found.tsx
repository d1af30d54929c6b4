import { RecordNotFound } from '../../kit/record-not-found';

/** The missing-record state shared by the detail and the edit form (seed A §2, §8). */
export function CustomerNotFound() {
  return (
    <RecordNotFound
      title="Customer not found"
      message="This record might have been deleted or never existed. Return to the directory to continue."
      backLabel="Back to customers"
      backHref="/customers"
    />
  );
}

import { useServices } from '../../kit/services';
import { Button } from '../../ui';
import { PlusIcon } from '../../ui/icons';

/** The list's 'New submission' (seed A §2): a button that opens the form. */
export function NewSubmissionButton() {
  const { navigate } = useServices();
  return (
    <Button variant="primary" onClick={() => navigate('/submissions/new')}>
      <PlusIcon aria-hidden="true" />
      New submission
    </Button>
  );
}

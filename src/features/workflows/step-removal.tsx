import { useServices, type AppServices } from '../../kit/services';
import { Button, ConfirmDialog } from '../../ui';

/** Delete step with its confirmation. */
export function StepRemoval({
  name,
  onConfirm,
}: {
  name: string;
  onConfirm: (services: AppServices) => void;
}) {
  const services = useServices();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost">
          Delete step
        </Button>
      }
      title="Delete step?"
      message={`Delete ${name} from this workflow?`}
      confirmLabel="Delete step"
      tone="danger"
      onConfirm={() => onConfirm(services)}
    />
  );
}

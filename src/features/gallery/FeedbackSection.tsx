import {
  Avatar,
  Badge,
  Button,
  Card,
  CollapsibleSection,
  LoadingState,
  statuses,
  type ToastType,
} from '../../ui';
import { GallerySection, gridStyle, rowStyle } from './layout';

const toastTypes: ToastType[] = ['info', 'success', 'warning', 'error'];

export function FeedbackSection({ onToast }: { onToast: (type: ToastType) => void }) {
  return (
    <GallerySection title="Status and feedback">
      <div className={rowStyle}>
        {statuses.map((status) => (
          <Badge key={status} status={status} />
        ))}
      </div>
      <div className={rowStyle}>
        {toastTypes.map((type) => (
          <Button key={type} onClick={() => onToast(type)}>{`Show ${type} toast`}</Button>
        ))}
      </div>
      <div className={rowStyle}>
        <Avatar name="Ada Lovelace" size="sm" />
        <Avatar name="Grace Hopper" />
        <Avatar name="Katherine Johnson" size="lg" />
      </div>
      <div className={gridStyle}>
        <Card
          title="Submission SUB-1040"
          actions={<Badge status="in-progress" />}
          footer={<Button>Open</Button>}
        >
          12 cards for PSA, received 3 March.
        </Card>
        <Card title="Loading queue">
          <LoadingState message="Loading work queue…" />
        </Card>
      </div>
      <CollapsibleSection title="Shipping details" defaultOpen>
        <p>Return by insured mail to the address on file.</p>
      </CollapsibleSection>
      <CollapsibleSection title="Grading history">
        <p>No earlier submissions.</p>
      </CollapsibleSection>
    </GallerySection>
  );
}

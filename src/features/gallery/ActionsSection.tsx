import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogClose,
  IconButton,
  Menu,
  Tooltip,
  icons,
  type DialogSize,
} from '../../ui';
import { GallerySection, rowStyle } from './layout';

const sizes: DialogSize[] = ['sm', 'md', 'lg', 'xl', '2xl', 'full'];

export function ActionsSection({ onNotify }: { onNotify: (title: string) => void }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    window.setTimeout(() => {
      setBusy(false);
      setConfirmOpen(false);
      onNotify('Submission deleted');
    }, 800);
  };
  return (
    <GallerySection title="Buttons and overlays">
      <div className={rowStyle}>
        <Button variant="primary">Save customer</Button>
        <Button>Cancel</Button>
        <Button variant="ghost">Reset filters</Button>
        <Button variant="danger">Delete submission</Button>
        <Button variant="primary" loading>
          Saving…
        </Button>
        <Button disabled>Print estimate</Button>
        <Button size="sm">Add card</Button>
        <Tooltip content="Print the invoice estimate">
          <IconButton label="Print invoice estimate" icon={<icons.PrinterIcon />} />
        </Tooltip>
      </div>
      <div className={rowStyle}>
        {sizes.map((size) => (
          <Dialog
            key={size}
            size={size}
            title={`Edit customer (${size})`}
            description="Changes apply to every open submission of this customer."
            trigger={<Button>{`Open ${size} dialog`}</Button>}
            footer={
              <>
                <DialogClose>
                  <Button>Cancel</Button>
                </DialogClose>
                <DialogClose>
                  <Button variant="primary">Save</Button>
                </DialogClose>
              </>
            }
          >
            <p>Press Escape, click outside or use Tab: focus stays in the dialog until it closes.</p>
          </Dialog>
        ))}
      </div>
      <div className={rowStyle}>
        <Button variant="danger" onClick={() => setConfirmOpen(true)}>
          Delete SUB-1040
        </Button>
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title="Delete submission?"
          message="SUB-1040 and its 12 cards will be removed. This cannot be undone."
          confirmLabel="Delete"
          cancelLabel="Keep submission"
          tone="danger"
          busy={busy}
          onConfirm={confirm}
        />
        <Menu
          trigger={<Button>Actions</Button>}
          onSelect={(value) => onNotify(`Chose ${value}`)}
          items={[
            { value: 'edit', label: 'Edit submission' },
            { value: 'duplicate', label: 'Duplicate' },
            { value: 'print', label: 'Print invoice estimate' },
            { value: 'archive', label: 'Archive', disabled: true },
            { value: 'delete', label: 'Delete', tone: 'danger' },
          ]}
        />
      </div>
    </GallerySection>
  );
}

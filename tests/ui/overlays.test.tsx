import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  Button,
  CollapsibleSection,
  ConfirmDialog,
  Dialog,
  IconButton,
  Menu,
  Tooltip,
  icons,
} from '../../src/ui';
import './jsdom-shims';
import { untilFocusIsIn } from './layer-ready';

describe('Dialog', () => {
  it('opens from its trigger, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog size="lg" title="Edit customer" trigger={<Button>Edit customer</Button>}>
        <p>Body</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Edit customer' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    expect(dialog).toHaveAttribute('data-size', 'lg');
    await untilFocusIsIn(dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('has a labelled close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Dialog open title="Notes" onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

function Confirm({
  onConfirm,
  onCancel,
  busy = false,
}: {
  onConfirm: () => void;
  onCancel?: () => void;
  busy?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete submission?"
      message="SUB-1040 will be removed."
      confirmLabel="Delete"
      cancelLabel="Keep submission"
      tone="danger"
      busy={busy}
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
      onCancel={onCancel}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alertdialog with the message that calls onConfirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Confirm onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete submission?' });
    expect(dialog).toHaveAccessibleDescription('SUB-1040 will be removed.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).not.toHaveBeenCalled();
  });

  // Initial focus on the safe choice needs layout (Ark checks the element is visible): see the e2e test.
  it('cancels with the safe choice', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Confirm onConfirm={onConfirm} onCancel={onCancel} />);
    const cancel = await screen.findByRole('button', { name: 'Keep submission' });
    await user.click(cancel);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cannot be confirmed twice or dismissed while busy', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Confirm busy onConfirm={onConfirm} onCancel={onCancel} />);
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Keep submission' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('Menu', () => {
  it('opens from its trigger and reports the item chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <Menu
        trigger={<Button>Actions</Button>}
        onSelect={onSelect}
        items={[
          { value: 'edit', label: 'Edit submission' },
          { value: 'delete', label: 'Delete', tone: 'danger' },
        ]}
      />,
    );
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit submission',
      'Delete',
    ]);
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('delete');
  });
});

describe('CollapsibleSection', () => {
  it('toggles its content from a button inside a heading', async () => {
    const user = userEvent.setup();
    render(
      <CollapsibleSection title="Shipping details" headingLevel={2}>
        <p>Insured mail</p>
      </CollapsibleSection>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Shipping details' });
    const button = screen.getByRole('button', { name: 'Shipping details' });
    expect(heading).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Insured mail')).toBeVisible();
  });
});

describe('Tooltip', () => {
  it('describes its control while it has keyboard focus and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Prints the invoice estimate">
        <IconButton label="Print" icon={<icons.PrinterIcon />} />
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Print' });
    await user.tab();
    expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Prints the invoice estimate');
    expect(button).toHaveAccessibleDescription('Prints the invoice estimate');
    await user.keyboard('{Escape}');
    // Closed, Ark keeps the content hidden, which takes it out of the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});

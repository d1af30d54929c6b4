import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastRegion, createAppToaster, type ToastData } from '../../src/ui';

const saved: ToastData = { id: 't1', type: 'success', title: 'Customer saved', dismissible: true };
const failed: ToastData = {
  id: 't2',
  type: 'error',
  title: 'Could not save the submission',
  message: 'The server did not answer.',
  action: { label: 'Retry', ariaLabel: 'Retry saving the submission' },
  dismissible: false,
};

const callbacks = () => ({ onDismiss: vi.fn(), onAction: vi.fn(), onPause: vi.fn(), onResume: vi.fn() });

describe('ToastRegion', () => {
  it('renders the toasts it is given in a notifications region', async () => {
    render(<ToastRegion toasts={[saved, failed]} {...callbacks()} />);
    expect(await screen.findByText('Customer saved')).toBeInTheDocument();
    expect(screen.getByText('The server did not answer.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    const toast = screen.getByText('Could not save the submission').closest('[data-part=root]');
    expect(toast).toHaveAttribute('data-type', 'error');
  });

  it('reports dismiss, action, pause and resume instead of acting on them', async () => {
    const user = userEvent.setup();
    const handlers = callbacks();
    render(<ToastRegion toasts={[saved, failed]} {...handlers} />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(handlers.onDismiss).toHaveBeenCalledWith('t1');
    expect(screen.getByText('Customer saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry saving the submission' }));
    expect(handlers.onAction).toHaveBeenCalledWith('t2');
    expect(handlers.onPause).toHaveBeenCalledWith('t2');
    await user.unhover(screen.getByText('Could not save the submission'));
    expect(handlers.onResume).toHaveBeenCalled();
  });

  it('offers no close button when a toast is not dismissible', async () => {
    render(<ToastRegion toasts={[failed]} {...callbacks()} />);
    await screen.findByText('Could not save the submission');
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
  });

  // Ark then unmounts it after its exit delay (raf-timed, which jsdom does not run): see the e2e test.
  it('closes a toast that leaves the list', async () => {
    const toaster = createAppToaster();
    const handlers = callbacks();
    const { rerender } = render(<ToastRegion toaster={toaster} toasts={[saved, failed]} {...handlers} />);
    const root = (text: string) => screen.getByText(text).closest('[data-part=root]');
    await screen.findByText('Customer saved');
    rerender(<ToastRegion toaster={toaster} toasts={[failed]} {...handlers} />);
    await waitFor(() => expect(root('Customer saved')).toHaveAttribute('data-state', 'closed'));
    expect(root('Could not save the submission')).toHaveAttribute('data-state', 'open');
    expect(handlers.onDismiss).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastRegion, type ToastData } from '../../src/ui';

const saved: ToastData = { id: 't1', type: 'success', title: 'Customer saved', dismissible: true };
const failed: ToastData = {
  id: 't2',
  type: 'error',
  title: 'Could not save the submission',
  message: 'The server did not answer.',
  action: { label: 'Retry', ariaLabel: 'Retry saving the submission' },
  dismissible: false,
};

const callbacks = () => ({
  onDismiss: vi.fn(),
  onAction: vi.fn(),
  onPointerEnter: vi.fn(),
  onPause: vi.fn(),
  onResume: vi.fn(),
});

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
    // The pointer coming on is reported as such (the machine decides whether it rests); focus pauses.
    expect(handlers.onPointerEnter).toHaveBeenCalledWith('t2');
    expect(handlers.onPause).toHaveBeenCalledWith('t2');
    await user.unhover(screen.getByText('Could not save the submission'));
    expect(handlers.onResume).toHaveBeenCalled();
  });

  it('offers no close button when a toast is not dismissible', async () => {
    render(<ToastRegion toasts={[failed]} {...callbacks()} />);
    await screen.findByText('Could not save the submission');
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
  });

  it('a toast that leaves the list leaves the page; the others stay', async () => {
    const handlers = callbacks();
    const { rerender } = render(<ToastRegion toasts={[saved, failed]} {...handlers} />);
    await screen.findByText('Customer saved');
    rerender(<ToastRegion toasts={[failed]} {...handlers} />);
    expect(screen.queryByText('Customer saved')).not.toBeInTheDocument();
    expect(screen.getByText('Could not save the submission')).toBeInTheDocument();
    expect(handlers.onDismiss).not.toHaveBeenCalled();
  });

  it('Escape in a dismissible toast asks to dismiss it', async () => {
    const user = userEvent.setup();
    const handlers = callbacks();
    render(<ToastRegion toasts={[saved]} {...handlers} />);
    screen.getByRole('button', { name: 'Dismiss notification' }).focus();
    expect(handlers.onPause).toHaveBeenCalledWith('t1');
    await user.keyboard('{Escape}');
    expect(handlers.onDismiss).toHaveBeenCalledWith('t1');
  });

  it('shows the five newest toasts, in a live region that is there before any toast', () => {
    const many = Array.from({ length: 7 }, (_, index): ToastData => ({
      id: `n${index}`,
      type: 'info',
      title: `Note ${index}`,
    }));
    const { rerender } = render(<ToastRegion toasts={[]} {...callbacks()} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live=polite]')).toBeInTheDocument();
    rerender(<ToastRegion toasts={many} {...callbacks()} />);
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Note 2',
      'Note 3',
      'Note 4',
      'Note 5',
      'Note 6',
    ]);
  });
});

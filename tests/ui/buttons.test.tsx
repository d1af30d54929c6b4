import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  IconButton,
  LoadingState,
  initials,
  statuses,
} from '../../src/ui';

describe('Button and IconButton', () => {
  it('is named by its text and does not submit forms by default', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save customer</Button>);
    const button = screen.getByRole('button', { name: 'Save customer' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is busy and disabled while loading', () => {
    render(<Button loading>Saving…</Button>);
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('names an icon-only button by its label', () => {
    render(<IconButton label="Print invoice estimate" icon={<svg />} />);
    expect(screen.getByRole('button', { name: 'Print invoice estimate' })).toBeInTheDocument();
  });
});

describe('Badge', () => {
  it.each(statuses)('shows the %s tone', (status) => {
    render(<Badge status={status} />);
    const badge = document.querySelector(`[data-status="${status}"]`);
    const token = status.replace(/-(\w)/, (_, letter: string) => letter.toUpperCase());
    expect(badge?.className).toContain(`bg_status.${token}.bg`);
    expect(badge?.className).toContain(`c_status.${token}.fg`);
  });

  it('labels statuses in words unless given a text', () => {
    render(
      <>
        <Badge status="in-progress" />
        <Badge status="on-hold">Waiting for payment</Badge>
      </>,
    );
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('Waiting for payment')).toHaveAttribute('data-status', 'on-hold');
  });
});

describe('Avatar, LoadingState and EmptyState', () => {
  it('derives initials from a name', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  katherine  coleman goble johnson ')).toBe('KJ');
    expect(initials('Cher')).toBe('C');
    expect(initials('')).toBe('?');
  });

  it('exposes the avatar as an image named by the person', () => {
    render(<Avatar name="Grace Hopper" />);
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
  });

  it('announces loading in a status region', () => {
    render(<LoadingState message="Loading customers…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading customers…');
  });

  it('shows the empty state with its action', () => {
    render(
      <EmptyState title="No customers yet" description="Add one." action={<Button>Add customer</Button>} />,
    );
    expect(screen.getByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add customer' })).toBeInTheDocument();
  });
});

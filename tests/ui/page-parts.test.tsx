import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Alert, Button, PageHeader, TextLink } from '../../src/ui';

describe('TextLink', () => {
  it('is a link named by its text that navigates in the app without a reload', async () => {
    const location = memoryLocation({ path: '/', record: true });
    render(
      <Router hook={location.hook}>
        <TextLink href="/reset-password">Reset password</TextLink>
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Reset password' });
    expect(link).toHaveAttribute('href', '/reset-password');
    await userEvent.click(link);
    expect(location.history).toEqual(['/', '/reset-password']);
  });
});

describe('Alert', () => {
  it('announces an error at once (role alert) with its title and message', () => {
    render(
      <Alert tone="error" title="We couldn’t create your account.">
        <p>Email already registered</p>
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t create your account.');
    expect(alert).toHaveTextContent('Email already registered');
  });

  it.each(['info', 'success', 'warning'] as const)('announces %s politely (role status)', (tone) => {
    render(<Alert tone={tone} title="Account created" />);
    expect(screen.getByRole('status')).toHaveTextContent('Account created');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('PageHeader', () => {
  it('gives the page its one h1, the description and the actions', () => {
    render(
      <PageHeader
        title="Customers"
        description="Everyone who sends cards in."
        actions={<Button>New customer</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByText('Everyone who sends cards in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New customer' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('renders no description or actions row when none are given', () => {
    const { container } = render(<PageHeader title="Dashboard" />);
    expect(container.querySelector('header')?.children).toHaveLength(1);
  });
});

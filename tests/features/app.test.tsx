import { render, screen } from '@testing-library/react';
import { App } from '../../src/app/App';

test('the app renders the sign-in heading', () => {
  render(<App />);
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
});

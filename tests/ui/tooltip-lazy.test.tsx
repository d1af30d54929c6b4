import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from '../../src/ui';
import './jsdom-shims';

test('a lazy tooltip mounts on first focus, keeps the focus on its trigger and shows its text', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before</button>
      <Tooltip content="Allows emails" lazy>
        <span role="img" aria-label="Allows emails" tabIndex={0}>
          @
        </span>
      </Tooltip>
    </>,
  );
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('img', { name: 'Allows emails' })).toHaveFocus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Allows emails');
});

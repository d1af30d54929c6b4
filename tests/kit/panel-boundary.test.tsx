import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PANEL_ERROR, PanelBoundary } from '../../src/kit/panel-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('a bad row');
  return <p>Rows</p>;
}

describe('PanelBoundary (issue 24 item 6)', () => {
  it('keeps the rest of the screen when one panel fails, and Try again renders it afresh', async () => {
    // React logs caught render errors to the console; they are expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(
      <main>
        <h1>Customer</h1>
        <PanelBoundary name="detail">
          <Fragile />
        </PanelBoundary>
        <a href="/customers">Back to the list</a>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(PANEL_ERROR.title);

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: PANEL_ERROR.retry }));
    expect(screen.getByText('Rows')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    quiet.mockRestore();
  });
});

import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAULT_SWITCHES } from '../../src/backend/demo/fault-switches';
import { createDemoFaults } from '../../src/backend/demo/faults';
import { DemoFaultsPanel } from '../../src/features/statecharts/demo-faults-panel';

describe('the Demo faults panel (decision 0452)', () => {
  it('arms the chosen call to fail next, lists it, and clears every fault', async () => {
    const user = userEvent.setup();
    const faults = createDemoFaults();
    const switches = Promise.resolve(FAULT_SWITCHES);
    // the list of switches loads with the panel
    await act(async () => {
      render(
        <Suspense>
          <DemoFaultsPanel faults={{ ...faults, switches: () => switches }} />
        </Suspense>,
      );
    });
    expect(await screen.findByText('No fault armed: every call goes through.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear faults' })).toBeDisabled();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Call to fail' }),
      'workflows.completeStep',
    );
    await user.click(screen.getByRole('button', { name: 'Fail the next call' }));
    const armed = screen.getByRole('list', { name: 'Armed faults' });
    expect(within(armed).getByRole('listitem')).toHaveTextContent(
      'workflows.completeStep fails the next call (HTTP 500)',
    );
    expect(faults.take('workflows.completeStep')).toBe(500);
    expect(await screen.findByText('No fault armed: every call goes through.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Fail the next call' }));
    await user.click(screen.getByRole('button', { name: 'Clear faults' }));
    expect(faults.armed()).toEqual([]);
  });
});

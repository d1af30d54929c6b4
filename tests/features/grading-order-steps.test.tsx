import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  connectGraderOrder,
  graderOrderMachine,
  type OrderFacts,
  type PendingStep,
} from '../../machines/graderOrder';
import { OrderSteps } from '../../src/features/grading/order-steps';
import { useView } from '../../src/kit/use-view';

// Decision 0530: Ship, Shipped back and Received take the day they happened, refused beside the field
// when it is in the future or before the step it follows, and sent with the step otherwise.
const TODAY = '2026-03-15';
const POSTED: OrderFacts = {
  id: '7',
  stage: 'gradesPosted',
  heldFrom: null,
  cardCount: 2,
  gradedCount: 2,
  shippedOn: '2026-03-02',
  returnShippedOn: null,
};

function lifecycle(order: OrderFacts) {
  const sent = vi.fn(
    async ({ input }: { input: { orderId: string; step: PendingStep } }): Promise<OrderFacts> => ({
      ...order,
      stage: input.step.action === 'shipBack' ? 'shippedBack' : 'received',
    }),
  );
  const actor = createActor(graderOrderMachine.provide({ actors: { sendStep: fromPromise(sent) } }), {
    input: { order, today: TODAY },
  }).start();
  function Steps() {
    return <OrderSteps view={useView(actor, connectGraderOrder)} />;
  }
  render(<Steps />);
  return sent;
}

/** A day picked in the browser's date field. */
const typeDay = (field: HTMLElement, day: string) => fireEvent.change(field, { target: { value: day } });

describe("a grader order's dated steps", () => {
  it('starts the day at today and refuses a day before it shipped or in the future, sending nothing', async () => {
    const sent = lifecycle(POSTED);
    const form = screen.getByRole('form', { name: 'Shipped back' });
    const day = within(form).getByLabelText(/^Shipped back date/);
    expect(day).toHaveValue(TODAY);
    expect(day).toHaveAttribute('type', 'date');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Return tracking number' }), '9400');

    typeDay(day, '2026-03-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Shipped back' }));
    const before = 'Shipped back date cannot be before the order shipped (Mar 2, 2026).';
    expect(within(form).getByText(before)).toBeTruthy();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription(before);

    typeDay(day, '2026-03-16');
    await userEvent.click(within(form).getByRole('button', { name: 'Shipped back' }));
    expect(within(form).getByText('Shipped back date cannot be in the future.')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();

    typeDay(day, '2026-03-12');
    await userEvent.click(within(form).getByRole('button', { name: 'Shipped back' }));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0].input).toEqual({
      orderId: '7',
      step: { action: 'shipBack', trackingNumber: '9400', on: '2026-03-12' },
    });
  });

  it('takes Received with its day alone, not before the order was shipped back', async () => {
    const sent = lifecycle({ ...POSTED, stage: 'shippedBack', returnShippedOn: '2026-03-10' });
    const form = screen.getByRole('form', { name: 'Received' });
    expect(within(form).queryByRole('textbox')).toBeNull();
    const day = within(form).getByLabelText(/^Received date/);
    typeDay(day, '2026-03-09');
    await userEvent.click(within(form).getByRole('button', { name: 'Received' }));
    expect(
      within(form).getByText('Received date cannot be before the order was shipped back (Mar 10, 2026).'),
    ).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
    // Today, as the field starts, is taken.
    typeDay(day, TODAY);
    await userEvent.click(within(form).getByRole('button', { name: 'Received' }));
    expect(sent.mock.calls[0]?.[0].input.step).toEqual({ action: 'receive', trackingNumber: '', on: TODAY });
  });
});

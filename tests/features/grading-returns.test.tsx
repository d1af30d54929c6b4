import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderReturn, ReturnShipmentInput } from '../../src/domain/returns';
import { OrderReturns } from '../../src/features/grading/order-returns';

const READY: OrderReturn = {
  submissionId: '41',
  customerId: '7',
  customerName: 'Casey Morgan',
  cardCount: 2,
  returnShipment: null,
};
const RETURNED: OrderReturn = {
  submissionId: '42',
  customerId: '8',
  customerName: '<b>Jordan</b> Lee',
  cardCount: 1,
  returnShipment: {
    carrier: 'UPS',
    trackingNumber: '1Z-HOME',
    shippedOn: '2026-03-02',
    recordedBy: 'Erin Employee',
    recordedAt: '2026-03-02T10:00:00Z',
  },
};

describe("an order's returns (issue 39 item 5)", () => {
  it('logs a ready submission’s return from its Carrier, Tracking number and Shipped date', async () => {
    const onLog = vi.fn(async (_input: ReturnShipmentInput) => true);
    render(<OrderReturns submissions={[READY, RETURNED]} canLog onLog={onLog} />);
    const form = screen.getByRole('form', { name: 'Log return of submission 41' });
    expect(screen.getByText(/2 cards · Ready to return/)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Carrier'), 'UPS');
    await userEvent.type(within(form).getByLabelText('Tracking number'), '1Z-HOME-41');
    await userEvent.type(within(form).getByLabelText('Shipped date'), '2026-03-02');
    await userEvent.click(within(form).getByRole('button', { name: 'Log return' }));
    expect(onLog).toHaveBeenCalledWith({
      submissionId: '41',
      carrier: 'UPS',
      trackingNumber: '1Z-HOME-41',
      shippedOn: '2026-03-02',
    });
  });

  it('shows a returned submission’s shipment as text, with no form', () => {
    render(<OrderReturns submissions={[RETURNED]} canLog onLog={async () => true} />);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('Submission 42 · <b>Jordan</b> Lee')).toBeTruthy();
    expect(screen.getByText(/1 card · Returned/)).toBeTruthy();
    expect(screen.getByText(/UPS 1Z-HOME · shipped .* · by Erin Employee/)).toBeTruthy();
  });
});

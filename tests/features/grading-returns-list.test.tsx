import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newOrder, psaSubmission, twoCustomers } from '../backend/behaviour/graderOrders';
import { backInTheShop } from '../backend/behaviour/returns';
import { renderApp, signedIn } from './render-app';

describe('the returns list on /grading (issue 39 item 6)', () => {
  it('lists a Received order’s submission under its consignor; Log shipment logs it as returned', async () => {
    const { services, user } = await renderApp('/dashboard', { stored: signedIn('admin') });
    const backend = services.backend();
    const [customerId] = await twoCustomers(backend);
    const { submissionId, cardIds } = await psaSubmission(backend, customerId, 2);
    const order = await newOrder(backend);
    await backend.graderOrders.assignCards(
      order.id,
      cardIds.map((cardId) => ({ cardId, declaredValue: 20 })),
    );
    await backInTheShop(backend, order.id, cardIds);
    await backend.graderOrders.transition(order.id, { action: 'receive' });
    const consignor = (await backend.returns.byConsignor({ pageNumber: 1, pageSize: 1000 })).items.find(
      (line) => line.customerId === customerId,
    );
    if (!consignor) throw new Error('the consignor has no returns line');

    act(() => services.navigate('/grading'));
    const list = await screen.findByRole('list', { name: 'Returns per consignor' });
    const line = within(list).getByText(consignor.customerName).closest('li');
    if (!line) throw new Error('no line for the consignor');
    expect(within(line).getByText('1 ready to return · 0 returned')).toBeTruthy();
    expect(
      within(line).getByText(new RegExp(`Submission ${submissionId} · ${order.label} · 2 cards`)),
    ).toBeTruthy();

    await user.click(
      within(line).getByRole('button', { name: `Log shipment of submission ${submissionId}` }),
    );
    const form = within(line).getByRole('form', { name: `Log return of submission ${submissionId}` });
    await user.type(within(form).getByLabelText('Carrier'), 'UPS');
    await user.type(within(form).getByLabelText('Tracking number'), '1Z-HOME');
    await user.click(within(form).getByRole('button', { name: 'Log return' }));

    expect(await within(line).findByText('0 ready to return · 1 returned')).toBeTruthy();
    expect(within(line).queryByRole('button', { name: /Log shipment/ })).toBeNull();
    const returns = await backend.returns.ofOrder(order.id);
    expect(returns.submissions[0]?.returnShipment).toMatchObject({
      carrier: 'UPS',
      trackingNumber: '1Z-HOME',
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { Backend } from '../../src/backend/backend';
import { AppError } from '../../src/domain/errors';
import { renderApp, signedIn } from './render-app';

const billing = () => screen.getByRole('heading', { name: 'Submission & Billing' }).closest('section')!;

test('the detail shows the customer, billing with intake and surcharge, and the status badge', async () => {
  const { services } = await renderApp('/submissions/1', { stored: signedIn('admin') });
  await screen.findByRole('button', { name: 'Print receipt' });
  const submission = await services.backend().submissions.get('1');
  expect(screen.getByText(`Submission #1`)).toBeInTheDocument();
  for (const label of ['Created', 'Last updated', 'Total cards', 'Total due', 'Services', 'Intake'])
    expect(within(billing()).getByText(label)).toBeInTheDocument();
  expect(within(billing()).getByText('$10.00 (post-approval removal fee)')).toBeInTheDocument();
  expect(within(billing()).getByText(`${submission.totalCards}`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'View customer' })).toBeInTheDocument();
  // the internal notes typed on the form (issue 37)
  expect(within(billing()).getByText('Internal notes').nextElementSibling).toHaveTextContent(
    submission.notes.trim(),
  );
  // A recent-views entry for the strip.
  await waitFor(() =>
    expect(services.preferences.getSnapshot().context.recentDetailViews[0]?.key).toBe('submission-detail:1'),
  );
});

test('switching the surcharge off lowers the total due by $10; sections remember being opened', async () => {
  const { user, services } = await renderApp('/submissions/1', { stored: signedIn('admin') });
  await screen.findByRole('button', { name: 'Print receipt' });
  const totalDue = () => within(billing()).getByText('Total due').nextElementSibling?.textContent ?? '';
  const before = Number(totalDue().replace(/[$,]/g, ''));
  await user.click(screen.getByRole('button', { name: 'Prescreening & logistics' }));
  expect(services.preferences.getSnapshot().context.submissionDetailSections.prescreeningLogistics).toBe(
    true,
  );
  const toggle = screen.getByRole('checkbox', {
    name: 'Include policy surcharge (post-approval removal fee)',
  });
  expect(toggle).toBeChecked();
  await user.click(toggle);
  await waitFor(() => expect(Number(totalDue().replace(/[$,]/g, ''))).toBe(before - 10));
  expect(within(billing()).getByText('$0.00 (post-approval removal fee)')).toBeInTheDocument();
});

test('Delete asks first, then returns to the list', async () => {
  const { user, services } = await renderApp('/submissions/2', { stored: signedIn('admin') });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(window.location.pathname).toBe('/submissions'));
  expect((await services.backend().submissions.get('2')).isActive).toBe(false);
});

test("a missing submission says 'Submission not found.'", async () => {
  await renderApp('/submissions/999999', { stored: signedIn('admin') });
  expect(await screen.findByText('Submission not found.')).toBeInTheDocument();
});

test('a failed load says so and offers Try again', async () => {
  const adjust = (backend: Backend): Backend => ({
    ...backend,
    submissions: { ...backend.submissions, get: () => Promise.reject(new AppError('NETWORK_ERROR', 'Down')) },
  });
  await renderApp('/submissions/1', { stored: signedIn('admin'), adjust });
  expect(await screen.findByText('Unable to load this submission right now.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('a deleted submission opens as deleted, with no actions on it (issue 37)', async () => {
  const { services } = await renderApp('/dashboard', { stored: signedIn('admin') });
  await services.backend().submissions.remove('2');
  services.navigate('/submissions/2');
  expect(await screen.findByRole('heading', { name: 'This submission was deleted.' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Submission #2', level: 1 })).toBeInTheDocument();
  for (const action of ['Edit', 'Delete', 'Print receipt'])
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Submission & Billing' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to submissions' })).toBeInTheDocument();
});

test("where its cards are stands beside the status, and each card's estimate beside its grade (issue 39)", async () => {
  const { services } = await renderApp('/submissions/13', { stored: signedIn('admin') });
  await screen.findByRole('button', { name: 'Print receipt' });
  // Submission 13's cards go to PSA and are graded there (as staff do on the order's page).
  const backend = services.backend();
  const { cards } = await backend.cards.list('13');
  const ten = (await backend.catalogues.cardGrades.list()).find(
    (grade) => grade.gradingCompany === 1 && grade.score === '10',
  );
  const order = await backend.graderOrders.create({
    service: 'psaValueBulk',
    orderNumber: 'PSA-1',
    label: 'Week 47',
    targetReturnOn: null,
    notes: '',
  });
  await backend.graderOrders.assignCards(
    order.id,
    cards.map((card) => ({ cardId: card.id, declaredValue: 100 })),
  );
  await backend.graderOrders.transition(order.id, { action: 'ship', trackingNumber: '1Z' });
  await backend.graderOrders.transition(order.id, { action: 'arrive' });
  for (const [index, card] of cards.entries())
    await backend.graderOrders.postGrade(order.id, {
      cardId: card.id,
      gradeId: ten?.id ?? '',
      qualifierId: null,
      gradeErrorId: null,
      certificateNumber: `9000${index}`,
    });

  services.navigate(`/submissions?q=${encodeURIComponent('#13')}`);
  const row = (await screen.findByRole('cell', { name: '#13' })).closest('tr');
  expect(row).toHaveTextContent('In progress · At PSA');
  services.navigate('/submissions/13');
  await waitFor(() => expect(screen.getByText('· At PSA')).toBeInTheDocument());
  expect(screen.getByText('Submission #13').parentElement).toHaveTextContent(/In progress · At PSA$/);
  const uploaded = await screen.findByRole('list', { name: 'Uploaded cards' });
  const items = within(uploaded).getAllByRole('listitem');
  expect(items).toHaveLength(cards.length);
  for (const [index, card] of cards.entries()) {
    const estimate = card.estimatedGrade === null ? 'No estimate' : `Estimated ${card.estimatedGrade}`;
    expect(items[index]).toHaveTextContent(`${estimate} · Graded PSA 10`);
  }
});

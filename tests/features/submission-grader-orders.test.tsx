import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SubmissionOrder } from '../../src/domain/graderOrder';
import { GraderOrdersCard } from '../../src/features/submissions/grader-orders-card';
import { SubmissionStatusBadge } from '../../src/features/submissions/status-badge';

const order = (overrides: Partial<SubmissionOrder>): SubmissionOrder => ({
  id: '7',
  label: 'PSA week 47',
  gradingCompany: 1,
  orderNumber: 'PSA-24117',
  stage: 'grading',
  cardIds: ['501', '502'],
  grades: [],
  returned: false,
  ...overrides,
});

const renderCard = (orders: SubmissionOrder[] | null) =>
  render(
    <Router hook={memoryLocation({ path: '/submissions/13' }).hook}>
      <GraderOrdersCard orders={orders} />
    </Router>,
  );

const card = () => screen.getByRole('heading', { name: 'Grader orders', level: 2 }).closest('section');

describe("a submission's 'Grader orders' card (issue 39 item 3)", () => {
  it('lists each order with its company number, stage and how many of its cards, linking to the order', () => {
    renderCard([
      order({}),
      order({ id: '9', label: '', gradingCompany: 2, orderNumber: '', stage: 'preparing', cardIds: ['503'] }),
    ]);
    const items = within(card() ?? document.body).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] ?? document.body).getByRole('link', { name: 'PSA week 47' })).toHaveAttribute(
      'href',
      '/grading/7',
    );
    expect(items[0]).toHaveTextContent('PSA PSA-24117 · At grader · Grading · 2 cards');
    // No label: the order's number; no company order number yet: the company alone; one card.
    expect(within(items[1] ?? document.body).getByRole('link', { name: 'Order 9' })).toHaveAttribute(
      'href',
      '/grading/9',
    );
    expect(items[1]).toHaveTextContent(/^Order 9SGC · Preparing · 1 card$/);
  });

  it('shows a label staff typed as text, never as markup', () => {
    renderCard([order({ label: '<b>Week</b> 48' })]);
    expect(screen.getByRole('link', { name: '<b>Week</b> 48' })).toBeInTheDocument();
    expect(card()?.querySelector('b')).toBeNull();
  });

  it('says when its cards are in no order, and when the orders could not be read', () => {
    const { unmount } = renderCard([]);
    expect(screen.getByText('None of its cards is in a grader order yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    renderCard(null);
    expect(screen.getByText('Unable to load its grader orders right now.')).toBeInTheDocument();
  });
});

describe("the status with the journey's step beside it (decision 0531)", () => {
  it("reads 'In progress · At PSA' once the cards left, and the status alone in the shop", () => {
    const { container, rerender } = render(
      <SubmissionStatusBadge
        submission={{ status: 'In progress', statusCode: 1 }}
        journey={{ step: 'atGrader', companies: [1] }}
      />,
    );
    expect(container).toHaveTextContent(/^In progress · At PSA$/);
    rerender(
      <SubmissionStatusBadge
        submission={{ status: 'Completed', statusCode: 2 }}
        journey={{ step: 'returned', companies: [] }}
      />,
    );
    expect(container).toHaveTextContent(/^Completed · Returned$/);
    rerender(
      <SubmissionStatusBadge
        submission={{ status: 'Pending', statusCode: 0 }}
        journey={{ step: 'received', companies: [] }}
      />,
    );
    expect(container).toHaveTextContent(/^Pending$/);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../ui/jsdom-shims';
import type { ReactNode } from 'react';
import type { Backend } from '../../src/backend/backend';
import type { Card } from '../../src/domain/card';
import { EMPTY_GRADING_DESCRIPTION } from '../../src/domain/cardDescription';
import { AppError } from '../../src/domain/errors';
import type { GraderOrder, GraderOrderCard } from '../../src/domain/graderOrder';
import type { Submission } from '../../src/domain/submission';
import { CardDescriptions } from '../../src/features/cards/card-descriptions';
import { AssignCards } from '../../src/features/grading/assign-cards';
import { useDeclaredValues } from '../../src/features/grading/declared-values';
import { OrderCards } from '../../src/features/grading/order-cards';
import { ServicesProvider, type AppServices } from '../../src/kit/services';

/** Screens that start their machine from the app's services get only the backend calls they make. */
const withBackend = (backend: Partial<Backend>, children: ReactNode) => (
  <ServicesProvider services={{ backend: () => backend as Backend } as unknown as AppServices}>
    {children}
  </ServicesProvider>
);

const card = (id: string, overrides: Partial<Card> = {}): Card =>
  ({
    id,
    submissionId: '13',
    name: `card-${id}`,
    description: '',
    gradingDescription: { ...EMPTY_GRADING_DESCRIPTION },
    assets: [],
    ...overrides,
  }) as Card;

const refused = (message: string) =>
  new AppError('HTTP_ERROR', message, { status: 503, messages: [message] });

describe("a submission's card descriptions, typed down the list (decision 0520)", () => {
  it('saves a card on Enter and goes to the same field of the next; Tab from the last field saves it too', async () => {
    const user = userEvent.setup();
    const saveDescription = vi.fn(async (_submission: string, cardId: string) => card(cardId));
    render(
      withBackend(
        { cards: { describe: saveDescription } as unknown as Backend['cards'] },
        <CardDescriptions submissionId="13" cards={[card('11'), card('12')]} />,
      ),
    );

    await user.type(screen.getByRole('textbox', { name: 'Year of card 11' }), '1986{Enter}');
    expect(saveDescription).toHaveBeenCalledWith('13', '11', {
      year: '1986',
      set: '',
      subject: '',
      cardNumber: '',
    });
    expect(screen.getByRole('textbox', { name: 'Year of card 12' })).toHaveFocus();
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('listitem')[0] as HTMLElement).getByText('Saved'),
      ).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('textbox', { name: 'Card number of card 11' }));
    await user.type(screen.getByRole('textbox', { name: 'Card number of card 11' }), '57');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Year of card 12' })).toHaveFocus();
    await waitFor(() =>
      expect(saveDescription).toHaveBeenLastCalledWith('13', '11', {
        year: '1986',
        set: '',
        subject: '',
        cardNumber: '57',
      }),
    );
  });

  it('says why a year cannot go and sends nothing; a failed save keeps every character typed', async () => {
    const user = userEvent.setup();
    const saveDescription = vi.fn(async () => {
      throw refused('The server is restarting.');
    });
    render(
      withBackend(
        { cards: { describe: saveDescription } as unknown as Backend['cards'] },
        <CardDescriptions submissionId="13" cards={[card('11')]} />,
      ),
    );

    const year = screen.getByRole('textbox', { name: 'Year of card 11' });
    await user.type(year, '86{Enter}');
    expect(screen.getByText('Year must be like 1986 or 1986-87.')).toBeInTheDocument();
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(saveDescription).not.toHaveBeenCalled();

    await user.clear(year);
    await user.type(year, '1986');
    await user.type(screen.getByRole('textbox', { name: 'Set of card 11' }), 'Fleer{Enter}');
    expect(await screen.findByText('Not saved: The server is restarting.')).toBeInTheDocument();
    expect(year).toHaveValue('1986');
    expect(screen.getByRole('textbox', { name: 'Set of card 11' })).toHaveValue('Fleer');
  });
});

const HIT = {
  id: '13',
  customerId: '1',
  firstName: 'Casey',
  lastName: 'Morgan',
  psaValueBulk: 3,
} as unknown as Submission;

const ORDER: GraderOrder = {
  id: '7',
  gradingCompany: 1,
  orderNumber: '',
  service: 'psaValueBulk',
  label: 'PSA week 48',
  stage: 'preparing',
  heldFrom: null,
  cardCount: 0,
  gradedCount: 0,
  declaredValue: 0,
  shippedOn: null,
  trackingNumber: '',
  targetReturnOn: null,
  returnTrackingNumber: '',
  returnShippedOn: null,
  receivedOn: null,
  fulfilledAt: null,
  notes: '',
  createdAt: '2026-11-30T10:00:00.000Z',
  updatedAt: '2026-11-30T10:00:00.000Z',
  version: 1,
  cards: [],
};

function pickerBackend(): Partial<Backend> {
  return {
    submissions: {
      search: async () => ({ items: [HIT], total: 1, pageNumber: 1, pageSize: 8 }),
      get: async () => HIT,
    } as unknown as Backend['submissions'],
    cards: {
      list: async () => ({
        cards: [
          card('11', {
            gradingDescription: { year: '1986', set: 'Fleer', subject: 'Michael Jordan', cardNumber: '57' },
          }),
          card('12'),
        ],
        total: 2,
      }),
    } as unknown as Backend['cards'],
    graderOrders: { ofSubmission: async () => [] } as unknown as Backend['graderOrders'],
  };
}

async function openSubmission(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Submission number or customer' }), '13{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Submission 13 · Casey Morgan' }));
  await screen.findByRole('checkbox', { name: /^1986 Fleer Michael Jordan #57 · PSA Value Bulk$/ });
}

describe("the picker: each card's own declared value (decision 0520)", () => {
  it('goes down the list with Enter, says what the server would of a value over the limit, and adds each card with its value', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async () => ORDER);
    render(withBackend(pickerBackend(), <AssignCards order={ORDER} onAdd={onAdd} />));
    await openSubmission(user);
    expect(screen.getByText(/PSA Value Bulk \(max \$499 per card\)/)).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: 'Declared value of card 11' }), '120{Enter}');
    const second = screen.getByRole('spinbutton', { name: 'Declared value of card 12' });
    expect(second).toHaveFocus();
    await user.type(second, '600');
    expect(
      screen.getByText("Declared value $600 is over PSA Value Bulk's limit (max $499 per card)."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 2 cards' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onAdd).not.toHaveBeenCalled();

    await user.clear(second);
    await user.type(second, '45{Enter}');
    expect(onAdd).toHaveBeenCalledWith({
      orderId: '7',
      cards: [
        { cardId: '11', declaredValue: 120 },
        { cardId: '12', declaredValue: 45 },
      ],
    });
  });

  it("keeps every card's value and tick when the server refuses, with its reasons", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async () => {
      throw new AppError('ASSIGNMENT_REFUSED', 'Card 12 is already in open order 5.', {
        status: 409,
        messages: ['Card 12 is already in open order 5.'],
      });
    });
    render(withBackend(pickerBackend(), <AssignCards order={ORDER} onAdd={onAdd} />));
    await openSubmission(user);
    await user.type(screen.getByRole('spinbutton', { name: 'Declared value of card 11' }), '120{Enter}');
    await user.type(screen.getByRole('spinbutton', { name: 'Declared value of card 12' }), '45{Enter}');
    expect(await screen.findByText('Card 12 is already in open order 5.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Declared value of card 11' })).toHaveValue(120);
    expect(screen.getByRole('spinbutton', { name: 'Declared value of card 12' })).toHaveValue(45);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  });
});

const orderCard = (cardId: string, overrides: Partial<GraderOrderCard> = {}): GraderOrderCard => ({
  cardId,
  submissionId: '13',
  customerId: '1',
  customerName: 'Casey Morgan',
  cardName: `card-${cardId}`,
  gradingDescription: { ...EMPTY_GRADING_DESCRIPTION },
  declaredValue: 100,
  estimatedGrade: null,
  gradeId: null,
  gradeText: null,
  gradeScore: null,
  qualifierId: null,
  gradeErrorId: null,
  certificateNumber: null,
  ...overrides,
});

function PreparedOrder({ save }: { save: (cardId: string, value: number) => Promise<unknown> }) {
  const order = {
    ...ORDER,
    cards: [
      orderCard('11', {
        gradingDescription: { year: '1986', set: 'Fleer', subject: 'Michael Jordan', cardNumber: '57' },
      }),
      orderCard('12', { declaredValue: 20 }),
    ],
  };
  const values = useDeclaredValues(order, save);
  return (
    <OrderCards
      cards={order.cards}
      catalogue={{ grades: [], qualifiers: [], gradeErrors: [] }}
      canGrade={false}
      canRemove
      onGrade={async () => true}
      onRemove={() => undefined}
      values={values}
    />
  );
}

describe("the order's cards while it is prepared (decision 0520)", () => {
  it('show each card as the company asks for it, and take a new declared value card by card', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => ORDER);
    render(<PreparedOrder save={save} />);
    expect(screen.getByText('1986 Fleer Michael Jordan #57')).toBeInTheDocument();
    expect(screen.getByText('No year, set, subject or card number yet')).toBeInTheDocument();

    const first = screen.getByRole('spinbutton', { name: 'Declared value of card 11' });
    expect(first).toHaveValue(100);
    await user.clear(first);
    await user.type(first, '500');
    expect(
      screen.getByText("Declared value $500 is over PSA Value Bulk's limit (max $499 per card)."),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(save).not.toHaveBeenCalled();
    await user.clear(first);
    await user.type(first, '450{Enter}');
    expect(save).toHaveBeenCalledWith('11', 450);
    expect(screen.getByRole('spinbutton', { name: 'Declared value of card 12' })).toHaveFocus();
  });

  it('keeps a value typed when its save fails, and says why', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => {
      throw new AppError('ASSIGNMENT_REFUSED', 'Cards can only change while the order is being prepared.', {
        status: 409,
        messages: ['Cards can only change while the order is being prepared.'],
      });
    });
    render(<PreparedOrder save={save} />);
    const second = screen.getByRole('spinbutton', { name: 'Declared value of card 12' });
    await user.clear(second);
    await user.type(second, '35{Enter}');
    expect(
      await screen.findByText('Not saved: Cards can only change while the order is being prepared.'),
    ).toBeInTheDocument();
    expect(second).toHaveValue(35);
  });
});

import { render, screen } from '@testing-library/react';
import { SAMPLE_CARDS } from '../../machines/prescreenDraft/prescreenDraft.samples';
import { ServerCards } from '../../src/features/cards/server-cards';

test('every uploaded card image in the Cards panel names the card and its sides (issue 21 item 6)', () => {
  const cards = SAMPLE_CARDS.map((card) => ({ ...card, imageUrl: `/sample-cards/${card.id}.svg` }));
  render(<ServerCards loading={false} error={null} cards={cards} onRetry={() => {}} onPreview={() => {}} />);
  const names = screen.getAllByRole('img').map((image) => image.getAttribute('alt'));
  expect(names).toEqual(cards.map((card) => `${card.name}, front and back`));
});

import { render, screen } from '@testing-library/react';
import { SAMPLE_CARDS } from '../../machines/prescreenDraft/prescreenDraft.samples';
import { ServerCards } from '../../src/features/cards/server-cards';

test('every uploaded card image in the Cards panel names the card and its sides (issue 21 item 6)', () => {
  const cards = SAMPLE_CARDS.map((card) => ({ ...card, imageUrl: `/sample-cards/${card.id}.svg` }));
  render(<ServerCards loading={false} error={null} cards={cards} onRetry={() => {}} onPreview={() => {}} />);
  const names = screen.getAllByRole('img').map((image) => image.getAttribute('alt'));
  expect(names).toEqual(cards.map((card) => `${card.name}, front and back`));
});

test('each uploaded card shows its prescreen estimate beside the grade it got (issue 39 item 4)', () => {
  const [sample] = SAMPLE_CARDS;
  if (!sample) throw new Error('the samples have a card');
  const graded = { ...sample, id: '1', estimatedGrade: 9 };
  const cards = [
    graded,
    { ...sample, id: '2', estimatedGrade: 8 },
    { ...sample, id: '3', estimatedGrade: null },
  ];
  render(
    <ServerCards
      loading={false}
      error={null}
      cards={cards}
      onRetry={() => {}}
      onPreview={() => {}}
      gradeTexts={new Map([[graded.id, 'PSA 10']])}
    />,
  );
  const items = screen.getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Estimated 9 · Graded PSA 10');
  expect(items[1]).toHaveTextContent('Estimated 8');
  expect(items[1]).not.toHaveTextContent('Graded');
  expect(items[2]).toHaveTextContent('No estimate');
});

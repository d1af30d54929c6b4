import { render, screen, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import {
  connectPrescreenDraft,
  prescreenDraftMachine,
  type PrescreenReview,
  type SavedCard,
} from '../../machines/prescreenDraft';
import { SAMPLE_CARDS, SAMPLE_REVIEW } from '../../machines/prescreenDraft/prescreenDraft.samples';
import { ReviewForm } from '../../src/features/prescreen/review-form';
import { recommendationKeys } from '../../src/features/prescreen/review-keys';

/** The review machine settled on its first card, as the form reads it. */
async function reviewOf(review: PrescreenReview) {
  const actor = createActor(
    prescreenDraftMachine.provide({
      actors: {
        loadReview: fromPromise(async () => review),
        saveCard: fromPromise(async (): Promise<SavedCard> => null),
      },
    }),
    { input: { submissionId: '1' } },
  ).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const view = connectPrescreenDraft(actor.getSnapshot(), actor.send);
  if (!view.values) throw new Error('the review did not load');
  return { view, values: view.values };
}

const optionTexts = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

test('each dropdown shows its shortcut beside the options on offer', async () => {
  const { view, values } = await reviewOf(SAMPLE_REVIEW);
  render(
    <ReviewForm view={view} values={values} recommendationKeys={recommendationKeys(view.recommendations)} />,
  );
  expect(optionTexts('Recommendation')).toEqual(['No recommendation', 'Send for grading (E)']);
  expect(optionTexts('Estimated grade')).toEqual(['No grade', '10 · Gem Mint (1)', '9 · Mint (2)']);
  expect(screen.getByRole('combobox', { name: 'Estimated grade' })).toHaveValue('9');
});

test('a saved recommendation or grade no longer on offer stays shown and selected, without a shortcut', async () => {
  const cards = SAMPLE_CARDS.map((card) => ({
    ...card,
    prescreenRecommendationTypeId: 4,
    estimatedGrade: 7,
  }));
  const { view, values } = await reviewOf({ ...SAMPLE_REVIEW, cards });
  render(
    <ReviewForm view={view} values={values} recommendationKeys={recommendationKeys(view.recommendations)} />,
  );
  expect(optionTexts('Recommendation')).toEqual([
    'No recommendation',
    'Send for grading (E)',
    'Recommendation 4',
  ]);
  expect(screen.getByRole('combobox', { name: 'Recommendation' })).toHaveValue('4');
  expect(optionTexts('Estimated grade')).toEqual([
    'No grade',
    '10 · Gem Mint (1)',
    '9 · Mint (2)',
    'Grade 7',
  ]);
  expect(screen.getByRole('combobox', { name: 'Estimated grade' })).toHaveValue('7');
});

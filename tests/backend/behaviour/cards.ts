import { ARCHIVED_RECOMMENDATION_MESSAGE, ESTIMATED_GRADE_MESSAGE } from '../../../src/domain/catalogueRules';
import {
  anyActiveCustomerId,
  rejection,
  submissionInput,
  tinyJpeg,
  unique,
  type ContextGetter,
} from './context';

export function cardsBehaviour(context: ContextGetter): void {
  describe('card imagery and prescreening', () => {
    beforeEach(async () => {
      await context().signInAs('admin');
    });

    async function submissionWithCard(): Promise<{ submissionId: string; cardId: string }> {
      const { backend } = context();
      const submission = await backend.submissions.create(
        submissionInput(await anyActiveCustomerId(backend)),
      );
      const result = await backend.cards.uploadBatch(submission.id, [
        {
          frontFilename: 'card-front.jpg',
          backFilename: 'card-back.jpg',
          composite: tinyJpeg(),
          filename: 'card-1.jpg',
        },
      ]);
      expect(result.cardIds).toHaveLength(1);
      return { submissionId: submission.id, cardId: result.cardIds[0] ?? '' };
    }

    it('uploads a card and lists it with its composite image', async () => {
      const { submissionId, cardId } = await submissionWithCard();
      const list = await context().backend.cards.list(submissionId);
      expect(list.total).toBe(1);
      const card = list.cards.find((candidate) => candidate.id === cardId);
      expect(card?.submissionId).toBe(submissionId);
      const composite = card?.assets.find((asset) => asset.type === 'composite');
      expect(composite?.url).toBeTruthy();
    });

    it('keeps a card’s year, set, subject and card number, normalised; refuses what a company would not take', async () => {
      const { backend } = context();
      const { submissionId, cardId } = await submissionWithCard();
      const described = await backend.cards.describe(submissionId, cardId, {
        year: ' 1999 ',
        set: 'Pokémon  Base',
        subject: 'Charizard',
        cardNumber: '# 4/102',
      });
      const kept = { year: '1999', set: 'Pokémon Base', subject: 'Charizard', cardNumber: '4/102' };
      expect(described.gradingDescription).toEqual(kept);
      const listed = await backend.cards.list(submissionId);
      expect(listed.cards.find((card) => card.id === cardId)?.gradingDescription).toEqual(kept);

      const refused = await rejection(
        backend.cards.describe(submissionId, cardId, { ...kept, year: '99', cardNumber: '1'.repeat(21) }),
      );
      expect([refused.code, refused.messages]).toEqual([
        'VALIDATION_ERROR',
        ['Year must be like 1986 or 1986-87.', 'Card number must be at most 20 characters.'],
      ]);
      const other = await submissionWithCard();
      const elsewhere = await rejection(backend.cards.describe(other.submissionId, cardId, kept));
      expect([elsewhere.code, elsewhere.message]).toEqual([
        'CARD_NOT_FOUND',
        'That card is not in this submission.',
      ]);
      // Emptied again, the card is undescribed.
      const empty = { year: '', set: '', subject: '', cardNumber: '' };
      expect((await backend.cards.describe(submissionId, cardId, empty)).gradingDescription).toEqual(empty);
    });

    it('pages the prescreen queue, newest request first by default', async () => {
      const { prescreening } = context().backend;
      const queue = await prescreening.search({ pageNumber: 1, pageSize: 5 });
      expect(queue.items.length).toBeGreaterThan(0);
      expect(queue.items.length).toBeLessThanOrEqual(5);
      const times = queue.items.map((row) => Date.parse(row.stepCreatedDate ?? ''));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const byCards = await prescreening.search({
        pageNumber: 1,
        pageSize: 50,
        sort: [{ field: 'numberOfCards', desc: false }],
      });
      const counts = byCards.items.map((row) => row.numberOfCards);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
    });

    it('saves a card prescreening and shows it in review', async () => {
      const { backend } = context();
      const { submissionId, cardId } = await submissionWithCard();
      const recommendation = (await backend.catalogues.prescreenRecommendations.list())[0];
      await backend.prescreening.saveCard({
        cardId: Number(cardId),
        prescreenRecommendationTypeId: Number(recommendation?.id),
        estimatedGrade: 9,
        notes: 'Centered; light edge wear.',
      });
      const review = await backend.prescreening.reviewCards(submissionId);
      const card = review.cards.find((candidate) => candidate.id === cardId);
      expect(card?.prescreenRecommendationTypeId).toBe(Number(recommendation?.id));
      expect(card?.estimatedGrade).toBe(9);
      expect(card?.prescreenNotes ?? card?.notes).toContain('Centered; light edge wear.');
    });

    // Issue 37 items 3 and 15: a prescreen save names an active recommendation and a catalogue grade.
    it('refuses an archived recommendation and a grade the catalogue lacks; keeps what the card has', async () => {
      const { backend } = context();
      const { submissionId, cardId } = await submissionWithCard();
      const recommendations = backend.catalogues.prescreenRecommendations;
      const retired = await recommendations.create({ name: unique('Retired advice '), description: null });
      const save = (prescreenRecommendationTypeId: number | null, estimatedGrade: number | null) =>
        backend.prescreening.saveCard({
          cardId: Number(cardId),
          prescreenRecommendationTypeId,
          estimatedGrade,
          notes: 'Checked.',
        });
      await save(Number(retired.id), 8);
      await recommendations.archive(retired.id);

      // keeping the card's own (now archived) recommendation is allowed: only the notes change
      await save(Number(retired.id), 8);
      const other = await recommendations.create({ name: unique('Other advice '), description: null });
      await save(Number(other.id), 8);
      const archived = await rejection(save(Number(retired.id), 8));
      expect(archived.status).toBe(409);
      expect(archived.message).toBe(ARCHIVED_RECOMMENDATION_MESSAGE);

      for (const grade of [7, 11]) {
        const error = await rejection(save(Number(other.id), grade));
        expect(error.status).toBe(400);
        expect(error.message).toBe(ESTIMATED_GRADE_MESSAGE);
      }
      // 9.5 is a Home office score (saved whole, as the contract's integer field holds it)
      await save(Number(other.id), 9.5);
      const review = await backend.prescreening.reviewCards(submissionId);
      expect(review.cards.find((card) => card.id === cardId)).toMatchObject({
        prescreenRecommendationTypeId: Number(other.id),
        estimatedGrade: 9,
      });
      await recommendations.archive(other.id);
    });

    it('needs a card id to save prescreening', async () => {
      const error = await rejection(
        context().backend.prescreening.saveCard({
          cardId: Number.NaN,
          prescreenRecommendationTypeId: null,
          estimatedGrade: null,
          notes: null,
        }),
      );
      expect(error.message).toBe('Card id is required to save prescreening data.');
    });
  });
}

// @vitest-environment node
import { expect } from 'vitest';
import type { CardUpload } from '../../src/domain/card';
import { tinyJpeg } from '../backend/behaviour/context';
import { type CallSpec, describeCalls, setupClients } from './describeCalls';

const clients = setupClients();
const UNKNOWN = '999999';
const upload = (name: string, composite: Blob = tinyJpeg()): CardUpload => ({
  frontFilename: `${name}-front.jpg`,
  backFilename: `${name}-back.jpg`,
  composite,
  filename: `${name}.jpg`,
});
const notAnImage = () => new Blob(['just some text pretending'], { type: 'image/jpeg' });

const specs: CallSpec[] = [
  {
    name: 'POST /employee/submission/{id}/cards/upload-batch',
    access: 'staff',
    ok: async (b) => {
      const result = await b.cards.uploadBatch('5', [upload('alpha'), upload('beta')]);
      const list = await b.cards.list('5');
      return { result, list };
    },
    expectOk: (value) =>
      expect(value).toMatchObject({
        result: { cardIds: [expect.any(String), expect.any(String)] },
        list: {
          cards: expect.arrayContaining([
            expect.objectContaining({
              name: 'alpha-front',
              imageUrl: expect.stringMatching(/^\/api\/uploads\//),
            }),
          ]),
        },
      }),
    guarded: (b) => b.cards.uploadBatch('5', [upload('gamma')]),
    invalid: (b) => b.cards.uploadBatch('5', [upload('delta', notAnImage())]),
    invalidMessage: 'Only image uploads are supported.',
    missing: (b) => b.cards.uploadBatch(UNKNOWN, [upload('epsilon')]),
  },
  {
    name: 'GET /employee/submission/{id}/cards',
    access: 'staff',
    ok: (b) => b.cards.list('1'),
    expectOk: (list) => expect(list).toMatchObject({ cards: expect.any(Array), total: expect.any(Number) }),
    invalid: (b) => b.cards.list('first'),
    missing: (b) => b.cards.list(UNKNOWN),
  },
  {
    name: 'POST /employee/prescreening/search',
    access: 'staff',
    ok: (b) =>
      b.prescreening.search({ pageNumber: 1, pageSize: 5, sort: [{ field: 'customerName', desc: false }] }),
    expectOk: (page) => expect(page).toMatchObject({ pageNumber: 1, pageSize: 5, items: expect.any(Array) }),
    invalid: (b) => b.prescreening.search({ pageNumber: 1, pageSize: 0 }),
    invalidMessage: 'pageSize must be at least 1',
  },
  {
    name: 'POST /employee/prescreening/cards/{cardId}',
    access: 'staff',
    ok: (b) =>
      b.prescreening.saveCard({
        cardId: 1,
        prescreenRecommendationTypeId: 1,
        estimatedGrade: 9,
        notes: 'Looks sharp',
      }),
    expectOk: (card) =>
      expect(card).toMatchObject({ id: '1', prescreenRecommendationTypeId: 1, estimatedGrade: 9 }),
    invalid: (b) =>
      b.prescreening.saveCard({
        cardId: 1,
        prescreenRecommendationTypeId: null,
        estimatedGrade: -1,
        notes: null,
      }),
    invalidMessage: 'estimatedGrade must be a grade number or empty',
    missing: (b) =>
      b.prescreening.saveCard({
        cardId: 999999,
        prescreenRecommendationTypeId: null,
        estimatedGrade: null,
        notes: null,
      }),
  },
  {
    name: 'GET /employee/prescreening/submission/{id}/cards',
    access: 'staff',
    ok: async (b) => {
      const [queued] = (await b.prescreening.search({ pageNumber: 1, pageSize: 1 })).items;
      return b.prescreening.reviewCards(queued?.submissionId ?? '1');
    },
    expectOk: (list) =>
      expect(list).toMatchObject({
        cards: expect.arrayContaining([expect.objectContaining({ previewUrl: expect.any(String) })]),
      }),
    guarded: (b) => b.prescreening.reviewCards('1'),
    invalid: (b) => b.prescreening.reviewCards('first'),
    missing: (b) => b.prescreening.reviewCards(UNKNOWN),
  },
];

describeCalls('cards and prescreening through the HTTP backend', clients, specs);

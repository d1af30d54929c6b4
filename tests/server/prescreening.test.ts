// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleData } from '../../src/domain/sample-data';
import {
  ACCOUNTS,
  SEED_NOW,
  type TestApp,
  call,
  createTestApp,
  isRecord,
  record,
  records,
  signIn,
  wrapper,
} from './harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, ACCOUNTS.employee);
});
afterAll(() => t.close());

const search = (body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/employee/prescreening/search', { cookie, body });

describe('prescreen queue', () => {
  it('holds the same submissions as the sample data, newest prescreen step first', async () => {
    const sample = createSampleData({ now: SEED_NOW });
    const reply = await search({ pageNumber: 1, pageSize: 100 });
    const rows = records(reply.body);
    expect(wrapper(reply.body).extra.totalRecords).toBe(sample.prescreenQueue.length);
    expect(rows.map((row) => String(row.submissionId)).sort()).toEqual(
      sample.prescreenQueue.map((row) => row.submissionId).sort(),
    );
    const dates = rows.map((row) => String(row.stepCreatedDate));
    expect(dates).toEqual([...dates].sort().reverse());
    const first = sample.prescreenQueue.find((row) => row.submissionId === String(rows[0]?.submissionId));
    expect(rows[0]).toMatchObject({ customerName: first?.customerName, numberOfCards: first?.numberOfCards });
  });

  it('pages and sorts by any queue column', async () => {
    const page = await search({
      pageNumber: 2,
      pageSize: 3,
      sort: [{ field: 'numberOfCards', desc: false }],
    });
    expect(wrapper(page.body).extra).toMatchObject({ pageNumber: 2, pageSize: 3 });
    const all = records(
      (await search({ pageSize: 100, sort: [{ field: 'numberOfCards', desc: false }] })).body,
    );
    expect(records(page.body).map((row) => row.numberOfCards)).toEqual(
      all.slice(3, 6).map((row) => row.numberOfCards),
    );
    expect((await search({ sort: [{ field: 'notes', desc: true }] })).status).toBe(400);
  });

  it('drops a submission once its Prescreen step is completed', async () => {
    const [row] = records((await search({ pageSize: 1 })).body);
    const summary = record(
      (await call(t.app, 'GET', `/api/employee/workflow/submission/${String(row?.submissionId)}`, { cookie }))
        .body,
    );
    const step = (Array.isArray(summary.workflows) ? summary.workflows.filter(isRecord) : [])
      .flatMap((workflow) => (Array.isArray(workflow.openSteps) ? workflow.openSteps.filter(isRecord) : []))
      .find((open) => open.name === 'Prescreen');
    expect(step).toBeDefined();
    await call(t.app, 'POST', `/api/employee/workflow/step/${String(step?.id)}/complete`, { cookie });
    const ids = records((await search({ pageSize: 100 })).body).map((entry) => entry.submissionId);
    expect(ids).not.toContain(row?.submissionId);
  });
});

describe('prescreening a card', () => {
  it('saves recommendation, truncated grade and notes with markup, and reads them back in review', async () => {
    const notes = JSON.stringify({
      text: 'Soft corner',
      markup: [{ color: 'orange', width: 2, points: [{ x: 0.1, y: 0.2 }] }],
    });
    const saved = await call(t.app, 'POST', '/api/employee/prescreening/cards/1', {
      cookie,
      body: { cardId: 1, prescreenRecommendationTypeId: '2', estimatedGrade: 8.7, notes },
    });
    expect(saved.status).toBe(200);
    const card = record(saved.body).card;
    expect(card).toMatchObject({
      id: 1,
      prescreenRecommendationTypeId: 2,
      estimatedGrade: 8,
      rawNotes: notes,
      prescreenNotes: 'Soft corner',
      prescreenMarkup: [{ color: 'orange', width: 2, points: [{ x: 0.1, y: 0.2 }] }],
    });
    const submissionId = isRecord(card) ? String(card.submissionId) : '';
    const review = record(
      (await call(t.app, 'GET', `/api/employee/prescreening/submission/${submissionId}/cards`, { cookie }))
        .body,
    );
    const reviewed = Array.isArray(review.cards)
      ? review.cards.filter(isRecord).find((entry) => entry.id === 1)
      : undefined;
    expect(reviewed).toMatchObject({ estimatedGrade: 8, prescreenNotes: 'Soft corner' });
  });

  it('saves an empty selection as null', async () => {
    const saved = await call(t.app, 'POST', '/api/employee/prescreening/cards/1', {
      cookie,
      body: { cardId: 1, prescreenRecommendationTypeId: '', estimatedGrade: null, notes: '' },
    });
    expect(record(saved.body).card).toMatchObject({
      prescreenRecommendationTypeId: null,
      estimatedGrade: null,
    });
  });

  it('answers 400 for a mismatched or invalid body and 404 for an unknown card or recommendation', async () => {
    const mismatch = await call(t.app, 'POST', '/api/employee/prescreening/cards/1', {
      cookie,
      body: { cardId: 2 },
    });
    expect(mismatch.status).toBe(400);
    const unknownRecommendation = await call(t.app, 'POST', '/api/employee/prescreening/cards/1', {
      cookie,
      body: { prescreenRecommendationTypeId: 77 },
    });
    expect(unknownRecommendation.status).toBe(404);
    const negativeGrade = await call(t.app, 'POST', '/api/employee/prescreening/cards/1', {
      cookie,
      body: { estimatedGrade: -2 },
    });
    expect(negativeGrade.status).toBe(400);
    const missing = await call(t.app, 'POST', '/api/employee/prescreening/cards/99999', { cookie, body: {} });
    expect(missing.status).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/employee/prescreening/submission/99999/cards', { cookie })).status,
    ).toBe(404);
  });
});

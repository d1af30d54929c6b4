// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ok, setupHttpBackend } from './harness';

const t = setupHttpBackend();

const upload = (index: number) => ({
  frontFilename: `front-${index}.jpg`,
  backFilename: `back-${index}.jpg`,
  composite: new Blob([`composite ${index}`], { type: 'image/jpeg' }),
  filename: `card-${index}.jpg`,
});

describe('card upload', () => {
  it('sends a multipart batch: file names per card and one composite file per card, in order', async () => {
    t.server.on('POST', '/api/employee/submission/:id/cards/upload-batch', ok({ cardIds: [301, 302] }));
    const result = await t.backend.cards.uploadBatch('44', [upload(0), upload(1)]);
    expect(result).toEqual({ cardIds: ['301', '302'] });
    const request = t.server.requests[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request!.formData();
    expect(form.get('cards[0].frontFilename')).toBe('front-0.jpg');
    expect(form.get('cards[0].backFilename')).toBe('back-0.jpg');
    expect(form.get('cards[1].frontFilename')).toBe('front-1.jpg');
    expect(form.get('cards[1].backFilename')).toBe('back-1.jpg');
    const files = form.getAll('files') as File[];
    expect(files.map((file) => file.name)).toEqual(['card-0.jpg', 'card-1.jpg']);
    expect(await files[1]!.text()).toBe('composite 1');
  });

  it('accepts an empty upload answer', async () => {
    t.server.on('POST', '/api/employee/submission/:id/cards/upload-batch', { status: 204 });
    expect(await t.backend.cards.uploadBatch('44', [upload(0)])).toEqual({ cardIds: [] });
  });

  it("reports an upload failure as UPLOAD_FAILED with the server's errors joined", async () => {
    t.server.on('POST', '/api/employee/submission/:id/cards/upload-batch', {
      status: 413,
      json: { errors: ['card-0.jpg is too large', 'card-1.jpg is not an image'] },
    });
    await expect(t.backend.cards.uploadBatch('44', [upload(0), upload(1)])).rejects.toMatchObject({
      code: 'UPLOAD_FAILED',
      status: 413,
      message: 'card-0.jpg is too large; card-1.jpg is not an image',
    });
  });

  it('falls back to the upload text when the server says nothing', async () => {
    t.server.on('POST', '/api/employee/submission/:id/cards/upload-batch', { status: 400 });
    await expect(t.backend.cards.uploadBatch('44', [upload(0)])).rejects.toMatchObject({
      code: 'UPLOAD_FAILED',
      message: 'We were unable to process these images. Please try again.',
    });
  });
});

describe('card list', () => {
  it('reads cards with assets and markup, dropping assets it cannot read', async () => {
    t.server.on(
      'GET',
      '/api/employee/submission/:id/cards',
      ok({
        cards: [
          {
            id: 301,
            submissionId: 44,
            estimatedGrade: '9',
            prescreenRecommendationTypeId: 2,
            assets: [
              { id: 1, cardId: 301, type: 'Composite', url: '/img/1.jpg', sizeBytes: 2048 },
              { id: 2, type: 'hologram' },
            ],
            prescreenMarkup: JSON.stringify([
              {
                points: [
                  { x: 0.1, y: 0.2 },
                  { x: 1.4, y: 0.5 },
                ],
              },
              { color: 'red', width: 40, points: [] },
            ]),
          },
        ],
        total: 1,
      }),
    );
    const { cards, total } = await t.backend.cards.list('44');
    expect(total).toBe(1);
    expect(cards[0]).toMatchObject({
      id: '301',
      submissionId: '44',
      estimatedGrade: 9,
      prescreenRecommendationTypeId: 2,
      assets: [{ id: '1', cardId: '301', type: 'composite', url: '/img/1.jpg', sizeBytes: 2048 }],
      prescreenMarkup: [
        { color: 'orange', width: 2, points: [{ x: 0.1, y: 0.2 }] },
        { color: 'red', width: 12, points: [] },
      ],
    });
  });

  it.each(['items', 'data', 'results'])('reads cards under %s', async (key) => {
    t.server.on('GET', '/api/employee/submission/:id/cards', ok({ [key]: [{ id: 1 }, { id: 2 }] }));
    expect(await t.backend.cards.list('44')).toMatchObject({ total: 2, cards: [{ id: '1' }, { id: '2' }] });
  });

  it('answers an unreadable card with CARD_PARSE_ERROR', async () => {
    t.server.on('GET', '/api/employee/submission/:id/cards', ok({ cards: [{ name: 'no id' }] }));
    await expect(t.backend.cards.list('44')).rejects.toMatchObject({ code: 'CARD_PARSE_ERROR' });
  });
});

describe('prescreening', () => {
  it('searches the queue and reads its rows and paging', async () => {
    t.server.on(
      'POST',
      '/api/employee/prescreening/search',
      ok({
        data: [
          {
            submissionId: 44,
            customerId: 15,
            customerName: 'Ann Lee',
            numberOfCards: '3',
            stepCreatedDate: '2024-05-01',
          },
        ],
        totalRecords: 21,
        pageNumber: 2,
        pageSize: 20,
      }),
    );
    const page = await t.backend.prescreening.search({
      pageNumber: 2,
      pageSize: 20,
      sort: [{ field: 'stepCreatedDate', desc: true }],
    });
    expect(t.server.requests[0]?.json).toEqual({
      pageNumber: 2,
      pageSize: 20,
      sort: [{ field: 'stepCreatedDate', desc: true }],
    });
    expect(page).toEqual({
      items: [
        {
          submissionId: '44',
          customerId: '15',
          customerName: 'Ann Lee',
          numberOfCards: 3,
          stepCreatedDate: '2024-05-01',
        },
      ],
      totalRecords: 21,
      pageNumber: 2,
      pageSize: 20,
    });
  });

  it('answers an unreadable queue with PRESCREEN_PARSE_ERROR', async () => {
    t.server.on(
      'POST',
      '/api/employee/prescreening/search',
      ok({ data: [{ customerName: 'no submission' }] }),
    );
    await expect(t.backend.prescreening.search({ pageNumber: 1, pageSize: 20 })).rejects.toMatchObject({
      code: 'PRESCREEN_PARSE_ERROR',
    });
  });

  const save = { cardId: 301.7, prescreenRecommendationTypeId: 2.9, estimatedGrade: 9, notes: 'Centered' };

  it('saves a card with whole-number ids and returns the card the server sends', async () => {
    t.server.on(
      'POST',
      '/api/employee/prescreening/cards/:cardId',
      ok({ card: { id: 301, estimatedGrade: 9, notes: 'Centered' } }),
    );
    const card = await t.backend.prescreening.saveCard(save);
    expect(t.server.requests[0]?.path).toBe('/api/employee/prescreening/cards/301');
    expect(t.server.requests[0]?.json).toEqual({
      prescreenRecommendationTypeId: 2,
      estimatedGrade: 9,
      notes: 'Centered',
      cardId: 301,
    });
    expect(card).toMatchObject({ id: '301', estimatedGrade: 9 });
  });

  it('reads a {payload, cardId} answer as the saved card', async () => {
    t.server.on(
      'POST',
      '/api/employee/prescreening/cards/:cardId',
      ok({ cardId: 301, payload: { estimatedGrade: 8, notes: 'x' } }),
    );
    expect(await t.backend.prescreening.saveCard(save)).toMatchObject({
      id: '301',
      estimatedGrade: 8,
      notes: 'x',
    });
  });

  it('gives null when the save answer carries no card', async () => {
    t.server.on('POST', '/api/employee/prescreening/cards/:cardId', { status: 204 });
    expect(await t.backend.prescreening.saveCard(save)).toBeNull();
  });

  it("refuses to save without a card id: 'Card id is required to save prescreening data.'", async () => {
    await expect(t.backend.prescreening.saveCard({ ...save, cardId: Number.NaN })).rejects.toMatchObject({
      code: 'CARD_ID_REQUIRED',
      message: 'Card id is required to save prescreening data.',
    });
    expect(t.server.requests).toHaveLength(0);
  });

  it('reads the review cards', async () => {
    t.server.on(
      'GET',
      '/api/employee/prescreening/submission/:id/cards',
      ok([{ id: 1, previewUrl: '/p/1.jpg', rawNotes: 'r' }]),
    );
    expect((await t.backend.prescreening.reviewCards('44')).cards[0]).toMatchObject({
      previewUrl: '/p/1.jpg',
      rawNotes: 'r',
    });
  });

  it('falls back to the card imagery list when the review call fails', async () => {
    t.server.on('GET', '/api/employee/prescreening/submission/:id/cards', { status: 404 });
    t.server.on('GET', '/api/employee/submission/:id/cards', ok({ cards: [{ id: 9 }], total: 1 }));
    expect(await t.backend.prescreening.reviewCards('44')).toMatchObject({ total: 1, cards: [{ id: '9' }] });
    expect(t.server.requests.map((r) => r.path)).toEqual([
      '/api/employee/prescreening/submission/44/cards',
      '/api/employee/submission/44/cards',
    ]);
  });

  it('does not fall back when the review call was aborted', async () => {
    t.server.on('GET', '/api/employee/prescreening/submission/:id/cards', { ...ok([]), delayMs: 300 });
    const controller = new AbortController();
    t.server.on('GET', '/api/employee/submission/:id/cards', ok({ cards: [], total: 0 }));
    const pending = t.backend.prescreening.reviewCards('44', { signal: controller.signal });
    // Abort once the review call is on the server (a fixed delay lost that race on a busy machine).
    await vi.waitFor(() => expect(t.server.requests).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(t.server.requests.map((r) => r.path)).toEqual(['/api/employee/prescreening/submission/44/cards']);
  });
});

import { Blob as NodeBlob } from 'node:buffer';
import { demo, expectError, NOW, SAMPLE } from './demo';

const upload = (composite: Blob) => ({
  frontFilename: 'IMG_1-front.jpg',
  backFilename: 'IMG_1-back.jpg',
  composite,
  filename: 'rookie-card.jpg',
});

describe('demo card imagery and prescreening', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // jsdom's Blob has no arrayBuffer() (FileReader reads it); Node's and the browsers' Blob have one.
  it.each([
    ['jsdom', () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' })],
    ['node', () => new NodeBlob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' }) as Blob],
  ])('inlines a %s blob as a data: URL when object URLs are unavailable', async (_kind, makeBlob) => {
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: undefined }));
    const { backend } = demo();
    const { cardIds } = await backend.cards.uploadBatch('5', [upload(makeBlob())]);
    const card = (await backend.cards.list('5')).cards.find((c) => c.id === cardIds[0]);
    expect(card?.name).toBe('rookie-card');
    expect(card?.assets[0]).toMatchObject({ type: 'composite', contentType: 'image/jpeg', sizeBytes: 4 });
    expect(card?.assets[0]?.url).toBe('data:image/jpeg;base64,/9j/2Q==');
  });

  it('uses an object URL of the blob when the platform offers one', async () => {
    const createObjectURL = vi.fn(() => 'blob:demo/1');
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL }));
    const { backend } = demo();
    const blob = new Blob(['x'], { type: 'image/avif' });
    const { cardIds } = await backend.cards.uploadBatch('5', [upload(blob)]);
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    const card = (await backend.cards.list('5')).cards.find((c) => c.id === cardIds[0]);
    expect(card?.imageUrl).toBe('blob:demo/1');
  });

  it('refuses cards for an unknown submission', async () => {
    const { backend } = demo();
    await expectError(backend.cards.list('99999'), 'SUBMISSION_NOT_FOUND', 'Submission not found');
    await expectError(
      backend.cards.uploadBatch('', []),
      'SUBMISSION_ID_REQUIRED',
      'Submission id is required',
    );
  });

  it('truncates prescreen ids to whole numbers and saves empty selections as null', async () => {
    const { backend } = demo();
    const cardId = SAMPLE.cards[0]?.id ?? '';
    const saved = await backend.prescreening.saveCard({
      cardId: Number(cardId) + 0.6,
      prescreenRecommendationTypeId: 2.9,
      estimatedGrade: 8.5,
      notes: 'ok',
    });
    expect(saved).toMatchObject({
      id: cardId,
      prescreenRecommendationTypeId: 2,
      estimatedGrade: 8,
      notes: 'ok',
    });
    const cleared = await backend.prescreening.saveCard({
      cardId: Number(cardId),
      prescreenRecommendationTypeId: null,
      estimatedGrade: null,
      notes: null,
    });
    expect(cleared).toMatchObject({ prescreenRecommendationTypeId: null, estimatedGrade: null, notes: '' });
  });

  it('splits saved notes into text and drawing for review', async () => {
    const { backend } = demo();
    const card = SAMPLE.cards[0];
    const markup = [{ color: 'orange', width: 2, points: [{ x: 0.1, y: 0.2 }] }];
    const notes = JSON.stringify({ text: 'Crease', markup });
    await backend.prescreening.saveCard({
      cardId: Number(card?.id),
      prescreenRecommendationTypeId: 1,
      estimatedGrade: 8,
      notes,
    });
    const review = await backend.prescreening.reviewCards(card?.submissionId ?? '');
    expect(review.cards.find((c) => c.id === card?.id)).toMatchObject({
      prescreenNotes: 'Crease',
      prescreenMarkup: markup,
      rawNotes: notes,
      previewUrl: card?.assets[0]?.url,
    });
  });

  it('needs a card id and a known card', async () => {
    const { backend } = demo();
    const save = { prescreenRecommendationTypeId: null, estimatedGrade: null, notes: null };
    const message = 'Card id is required to save prescreening data.';
    await expectError(backend.prescreening.saveCard({ ...save, cardId: 0 }), 'CARD_ID_REQUIRED', message);
    await expectError(
      backend.prescreening.saveCard({ ...save, cardId: 987654 }),
      'CARD_NOT_FOUND',
      'Card not found',
    );
  });

  it('drops deleted submissions from the prescreen queue and sorts by customer name', async () => {
    const { backend } = demo();
    const queue = await backend.prescreening.search({ pageNumber: 1, pageSize: 100 });
    const first = queue.items[0];
    await backend.submissions.remove(first?.submissionId ?? '');
    const after = await backend.prescreening.search({ pageNumber: 1, pageSize: 100 });
    expect(after.totalRecords).toBe(queue.totalRecords - 1);
    expect(after.items.map((row) => row.submissionId)).not.toContain(first?.submissionId);
    const byName = await backend.prescreening.search({
      pageNumber: 1,
      pageSize: 100,
      sort: [{ field: 'customerName', desc: false }],
    });
    const names = byName.items.map((row) => row.customerName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('starts from the sample queue and follows Prescreen steps as they open and close', async () => {
    const { backend } = demo();
    const all = { pageNumber: 1, pageSize: 500 };
    const queue = await backend.prescreening.search(all);
    expect(queue.items.map((row) => row.submissionId).sort()).toEqual(
      SAMPLE.prescreenQueue.map((row) => row.submissionId).sort(),
    );

    const submission = await backend.submissions.create({
      psaValueBulk: 12,
      psaRegularCount: 0,
      cgcBulkCount: 0,
      cgcComicCount: 0,
      psaDualCount: 0,
      bgsBaseCount: 0,
      sgcStandardCount: 0,
      customerId: '2',
      prescreening: 3,
      consignAfterGrading: false,
      notes: '',
    });
    const workflow = await backend.workflows.start(submission.id, '101');
    await backend.workflows.addStep(workflow.id, '502');
    const waiting = await backend.prescreening.search(all);
    expect(waiting.items.find((row) => row.submissionId === submission.id)).toMatchObject({
      customerId: '2',
      numberOfCards: 12,
      stepCreatedDate: NOW.toISOString(),
    });
    expect(waiting.items[0]?.submissionId).toBe(submission.id);

    const step = (await backend.workflows.history(submission.id))[0]?.steps[0];
    await backend.workflows.completeStep(step?.id ?? '');
    const done = await backend.prescreening.search(all);
    expect(done.items.map((row) => row.submissionId)).not.toContain(submission.id);
  });
});

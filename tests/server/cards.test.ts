// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type TestApp, call, createTestApp, isRecord, record, signIn, wrapper } from './harness';
import { avif, jpeg, png } from './images';
import { type LocalS3, startLocalS3 } from './s3';

let t: TestApp;
let cookie: string;
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.stop());

/** The same route tests on each storage (decision 0280): how to start the app, how to count objects. */
const storages: [string, { start: () => Promise<TestApp>; objectCount: () => number }][] = [
  [
    'the data folder',
    {
      start: () => createTestApp(),
      objectCount: () => {
        const folder = path.join(t.dataDir, 'uploads');
        return existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')).length : 0;
      },
    },
  ],
  [
    'an S3-compatible bucket',
    { start: () => createTestApp({ storage: s3.storage() }), objectCount: () => s3.objectCount() },
  ],
];

const file = (bytes: Uint8Array, name: string, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

async function upload(
  submissionId: string | number,
  form: FormData,
  headers: Record<string, string> = { cookie },
) {
  const response = await t.app.request(
    `/api/employee/submission/${String(submissionId)}/cards/upload-batch`,
    {
      method: 'POST',
      headers,
      body: form,
    },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

function batch(...cards: [Uint8Array, string, string][]) {
  const form = new FormData();
  cards.forEach(([bytes, front, back], index) => {
    form.append(`cards[${index}].frontFilename`, front);
    form.append(`cards[${index}].backFilename`, back);
    form.append('files', file(bytes, `card-${index}.jpg`));
  });
  return form;
}

const cardsOf = async (submissionId: number) => {
  const list = record(
    (await call(t.app, 'GET', `/api/employee/submission/${submissionId}/cards`, { cookie })).body,
  );
  return Array.isArray(list.cards) ? list.cards.filter(isRecord) : [];
};

describe.each(storages)('card upload to %s', (_name, storage) => {
  beforeAll(async () => {
    t = await storage.start();
    cookie = await signIn(t.app, ACCOUNTS.employee);
  });
  afterAll(() => t.close());

  it('stores each composite, records a card with its asset, and serves the image back', async () => {
    const before = await cardsOf(2);
    const reply = await upload(
      2,
      batch(
        [jpeg(4000, 1500), 'IMG_1-front.jpg', 'IMG_1-back.jpg'],
        [avif(3000, 2000), 'b-front.heic', 'b-back.heic'],
      ),
    );
    expect(reply.status).toBe(201);
    const cardIds = record(reply.body).cardIds;
    expect(Array.isArray(cardIds) && cardIds.length).toBe(2);

    const after = await cardsOf(2);
    expect(after).toHaveLength(before.length + 2);
    const card = after.find((entry) => entry.name === 'IMG_1-front');
    expect(card).toMatchObject({
      submissionId: 2,
      description: 'IMG_1-front.jpg / IMG_1-back.jpg',
      uploadedBy: 'Jordan',
    });
    const asset = Array.isArray(card?.assets) ? card.assets.find(isRecord) : undefined;
    expect(asset).toMatchObject({
      type: 'composite',
      contentType: 'image/jpeg',
      sizeBytes: jpeg(4000, 1500).byteLength,
    });
    expect(card?.imageUrl).toBe(asset?.url);

    const image = await t.app.request(String(asset?.url), { headers: { cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(jpeg(4000, 1500));
    expect((await t.app.request(String(asset?.url))).status).toBe(401);
  });

  it('accepts repeated frontFilename / backFilename fields in file order', async () => {
    const form = new FormData();
    form.append('frontFilename', 'one-front.png');
    form.append('backFilename', 'one-back.png');
    form.append('files', file(png(800, 600), 'one.png', 'image/png'));
    const reply = await upload(3, form);
    expect(reply.status).toBe(201);
  });

  it('names a card after its front file, without folders or extension', async () => {
    const reply = await upload(
      3,
      batch(
        [png(800, 600), 'C:\\fakepath\\charizard-front.png', 'charizard-back.png'],
        [png(800, 600), '../../pikachu.front.jpg', 'pikachu-back.jpg'],
      ),
    );
    expect(reply.status).toBe(201);
    const names = (await cardsOf(3)).map((card) => card.name);
    expect(names).toEqual(expect.arrayContaining(['charizard-front', 'pikachu.front']));
  });

  it('refuses files that are not images, by their bytes and not their declared type', async () => {
    const form = new FormData();
    form.append('frontFilename', 'evil-front.jpg');
    form.append('backFilename', 'evil-back.jpg');
    form.append('files', new File(['<script>alert(1)</script>'], 'evil.jpg', { type: 'image/jpeg' }));
    const reply = await upload(2, form);
    expect(reply.status).toBe(400);
    expect(wrapper(reply.body).messages).toEqual(['Only image uploads are supported.']);
  });

  it('refuses files over 15 MB (413) and images over 40 megapixels (400), storing nothing', async () => {
    const count = storage.objectCount();
    const huge = new Uint8Array(15 * 1024 * 1024 + 1);
    huge.set(png(100, 100));
    const big = await upload(
      2,
      batch([png(100, 100), 'ok-front', 'ok-back'], [huge, 'huge-front', 'huge-back']),
    );
    expect(big.status).toBe(413);
    expect(wrapper(big.body).messages[0]).toMatch(/larger than 15 MB/);

    const wide = await upload(2, batch([png(8000, 6000), 'wide-front', 'wide-back']));
    expect(wide.status).toBe(400);
    expect(wrapper(wide.body).messages[0]).toMatch(/larger than 40 megapixels/);
    expect(storage.objectCount()).toBe(count);
  });

  it('refuses a batch of more than 50 cards with a 400 that says the limit', async () => {
    const cards = Array.from({ length: 51 }, (_, index): [Uint8Array, string, string] => [
      png(10, 10),
      `many-${index}-front`,
      `many-${index}-back`,
    ]);
    const before = await cardsOf(2);
    const reply = await upload(2, batch(...cards));
    expect(reply.status).toBe(400);
    expect(wrapper(reply.body).messages).toEqual(['Upload at most 50 cards at a time.']);
    expect(await cardsOf(2)).toHaveLength(before.length);
  });

  it('answers 400 for a batch without files or with names that do not pair up, 404 for an unknown submission', async () => {
    expect((await upload(2, new FormData())).status).toBe(400);
    const form = batch([png(10, 10), 'a', 'b']);
    form.append('cards[1].frontFilename', 'orphan');
    expect((await upload(2, form)).status).toBe(400);
    expect((await upload(99999, batch([png(10, 10), 'a', 'b']))).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/employee/submission/99999/cards', { cookie })).status).toBe(404);
  });

  it('needs staff: 401 without a session, 403 for a customer', async () => {
    expect((await upload(2, batch([png(10, 10), 'a', 'b']), {})).status).toBe(401);
    const customer = await signIn(t.app, ACCOUNTS.customer);
    expect((await upload(2, batch([png(10, 10), 'a', 'b']), { cookie: customer })).status).toBe(403);
  });

  it('does not serve files that no card asset records, nor paths that leave the uploads folder', async () => {
    for (const url of [
      '/api/uploads/00000000-0000-4000-8000-000000000000.jpg',
      '/api/uploads/..%2Fapp.sqlite',
    ]) {
      expect((await t.app.request(url, { headers: { cookie } })).status).toBe(404);
    }
  });
});

import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './harness/fixtures';
import { closeWithEscape } from './support';

// Card imagery end to end in Chromium: real workers, OffscreenCanvas, the AVIF encoder, IndexedDB.

interface Photo {
  name: string;
  width: number;
  height: number;
  colour: string;
}

/** Out of natural order; card 1's front is landscape (starts turned 90°), card 2 names its back 'back'. */
const PHOTOS: Photo[] = [
  { name: 'card2_back.png', width: 300, height: 400, colour: '#0000ff' },
  { name: 'card1_rev.png', width: 300, height: 400, colour: '#0000ff' },
  { name: 'card2_front.png', width: 300, height: 400, colour: '#ff0000' },
  { name: 'card1_front.png', width: 400, height: 300, colour: '#ff0000' },
];

/** PNGs drawn by the page's own canvas, as byte arrays. */
async function makePngs(page: Page, photos: Photo[]) {
  return page.evaluate(async (list) => {
    const out: { name: string; bytes: number[] }[] = [];
    for (const photo of list) {
      const canvas = new OffscreenCanvas(photo.width, photo.height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.fillStyle = photo.colour;
      context.fillRect(0, 0, photo.width, photo.height);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      out.push({ name: photo.name, bytes: [...new Uint8Array(await blob.arrayBuffer())] });
    }
    return out;
  }, photos);
}

/** Drops files on the drop zone the way a desktop file manager does. */
async function dropFiles(page: Page, files: { name: string; bytes: number[]; type?: string }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const file of list) {
      data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'image/png' }));
    }
    return data;
  }, files);
  await page
    .getByRole('group', { name: 'Add card photos' })
    .dispatchEvent('drop', { dataTransfer: transfer });
}

const localCard = (page: Page, n: number) =>
  page.getByRole('list', { name: 'Cards to upload' }).getByRole('listitem', { name: `Card ${n}` });

async function expectPairs(page: Page) {
  await expect(page.getByRole('img', { name: 'Front of card 1: card1_front.png' })).toHaveAttribute(
    'data-rotation',
    '90',
  );
  await expect(page.getByRole('img', { name: 'Back of card 1: card1_rev.png' })).toHaveAttribute(
    'data-rotation',
    '0',
  );
  await expect(page.getByRole('img', { name: 'Front of card 2: card2_front.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Back of card 2: card2_back.png' })).toBeVisible();
}

/** The composite's size and the colour at a point, read back through a canvas. */
async function sampleImage(page: Page, src: string, points: [number, number][]) {
  return page.evaluate(
    async ({ url, at }) => {
      // through an <img>: the CSP lets images (not fetch) read blob: URLs
      const image = new Image();
      image.src = url;
      await image.decode();
      const bitmap = await createImageBitmap(image);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const pixels = at.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]);
      return { width: bitmap.width, height: bitmap.height, pixels };
    },
    { url: src, at: points },
  );
}

test.describe(() => {
  // The demo's simulated latency on: the upload's progress is what a person watches while it takes its
  // time. Without it the demo's upload ends within a frame, and the progress bar can come and go
  // between two looks (it did once, on a busy fresh clone).
  test.use({ signedIn: 'employee', latency: 'realistic' });

  test('demo: drop, pair, rotate, survive a reload, refuse a non-image, upload with progress', async ({
    page,
  }) => {
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.wasm')) wasm.push(request.url());
    });
    await page.goto('/submissions/1');
    await expect(page.getByRole('heading', { name: 'Cards', level: 2 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Uploaded cards' })).toBeVisible();
    const uploadedBefore = await page
      .getByRole('list', { name: 'Uploaded cards' })
      .getByRole('listitem')
      .count();
    // the AVIF encoder's WASM is not part of the detail's first load
    expect(wasm).toEqual([]);

    await dropFiles(page, await makePngs(page, PHOTOS));
    await expectPairs(page);
    await page.getByRole('button', { name: 'Rotate back of card 2' }).click();
    await expect(page.getByRole('img', { name: 'Back of card 2: card2_back.png' })).toHaveAttribute(
      'data-rotation',
      '90',
    );

    // a reload brings the prepared cards back from IndexedDB, rotation included, once the list says
    // it is kept (a reload before the device has written the rotation brings back the list before it)
    await expect(page.getByRole('status').filter({ hasText: 'Kept on this device' })).toBeVisible();
    await page.reload();
    await expectPairs(page);
    await expect(page.getByRole('img', { name: 'Back of card 2: card2_back.png' })).toHaveAttribute(
      'data-rotation',
      '90',
    );

    // a file that is not an image is refused and nothing is added
    await page
      .getByLabel('Card images')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toContainText('Only image uploads are supported.');
    await expect(page.getByRole('list', { name: 'Cards to upload' }).getByRole('listitem')).toHaveCount(2);

    // the prepared list is keyboard operable and passes axe's WCAG A/AA checks
    const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('button', { name: 'Swap front and back of card 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: 'Front of card 2: card2_back.png' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: 'Front of card 2: card2_front.png' })).toBeVisible();

    // photos arriving warm the compositing worker: the encoder is fetched then, ready for the upload
    await expect.poll(() => wasm.length).toBeGreaterThan(0);
    // a reload in the middle of an upload loses nothing: the draft goes only when the server confirms.
    // The demo's hung-request switch keeps the upload unanswered, so the reload is surely mid-upload
    // (without it a fast upload could finish first, and the in-memory demo forgets it on reload).
    await page.goto('/submissions/1?fault=cards.uploadBatch:hang');
    await expectPairs(page);
    await page.getByRole('button', { name: 'Upload cards' }).click();
    await expect(page.getByRole('progressbar', { name: 'Overall upload progress' })).toBeVisible();
    await page.goto('/submissions/1');
    await expectPairs(page);
    await page.getByRole('button', { name: 'Upload cards' }).click();
    await expect(page.getByRole('progressbar', { name: 'Overall upload progress' })).toBeVisible();
    const uploaded = page.getByRole('list', { name: 'Uploaded cards' }).getByRole('listitem');
    await expect(uploaded).toHaveCount(uploadedBefore + 2, { timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Cards to upload' })).toHaveCount(0);
    await expect.poll(() => wasm.length).toBeGreaterThan(0);

    // the composite: front (turned upright, 300×400) then back (300×400), side by side, red then blue
    const thumb = page.getByRole('button', { name: 'Preview card1_front' }).locator('img');
    const composite = await sampleImage(page, (await thumb.getAttribute('src')) as string, [
      [150, 200],
      [450, 200],
    ]);
    expect([composite.width, composite.height]).toEqual([600, 400]);
    const [left, right] = composite.pixels as [number[], number[]];
    expect(left[0]).toBeGreaterThan(200);
    expect(left[2]).toBeLessThan(60);
    expect(right[2]).toBeGreaterThan(200);
    expect(right[0]).toBeLessThan(60);

    // a large preview opens from the thumbnail and closes with Escape
    await page.getByRole('button', { name: 'Preview card1_front' }).click();
    await closeWithEscape(page, page.getByRole('dialog', { name: 'card1_front' }));
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // the server confirmed, so the draft is gone
    await page.reload();
    await expect(page.getByRole('button', { name: 'Choose images' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cards to upload' })).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ signedIn: 'api-employee' });

  test('API: a failed upload keeps every card; the retry lands them on the server', async ({ page }) => {
    // The CSP must allow the worker and its WASM encoder, and nothing may fall back to JPEG silently.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|using JPEG/i.test(message.text())) problems.push(message.text());
    });
    await page.goto('/submissions/2');
    const uploaded = page.getByRole('list', { name: 'Uploaded cards' }).getByRole('listitem');
    await expect(page.getByRole('button', { name: 'Choose images' })).toBeVisible();
    const before = await uploaded.count();

    await page.getByLabel('Card images').setInputFiles(
      (await makePngs(page, PHOTOS)).map((file) => ({
        name: file.name,
        mimeType: 'image/png',
        buffer: Buffer.from(file.bytes),
      })),
    );
    await expectPairs(page);

    await page.route('**/cards/upload-batch', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Storage is full' }),
      }),
    );
    await page.getByRole('button', { name: 'Upload cards' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Unable to submit card imagery.' });
    await expect(alert).toContainText('Storage is full', { timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Cards to upload' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Upload cards' })).toBeEnabled();

    await page.unroute('**/cards/upload-batch');
    const request = page.waitForRequest('**/cards/upload-batch');
    await page.getByRole('button', { name: 'Upload cards' }).click();
    const sent = await request;
    expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(uploaded).toHaveCount(before + 2, { timeout: 20_000 });
    // each composite was encoded to AVIF in the worker, and the server serves it as such, unsniffed
    const src = await page
      .getByRole('button', { name: 'Preview card2_front' })
      .last()
      .locator('img')
      .getAttribute('src');
    const image = await page.request.get(src as string);
    expect(image.headers()['content-type']).toBe('image/avif');
    expect(image.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('list', { name: 'Cards to upload' })).toHaveCount(0);
    await expect(localCard(page, 1)).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

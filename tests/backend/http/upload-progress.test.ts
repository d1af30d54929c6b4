import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/backend/http/client';
import { createCardsApi } from '../../../src/backend/http/apis/cards';

/** A stand-in XMLHttpRequest: records what is sent, reports progress, answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: unknown = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const problems = { networkError: vi.fn(), serverError: vi.fn(), isOnline: () => true };
const cardsApi = (timeoutMs?: number) =>
  createCardsApi(
    createHttpClient({ baseUrl: '/api/', problems, now: () => 0, ...(timeoutMs ? { timeoutMs } : {}) }),
  );
const card = {
  frontFilename: 'a-front.jpg',
  backFilename: 'a-back.jpg',
  composite: new Blob(['x']),
  filename: 'a.avif',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('card upload with progress', () => {
  it('posts the multipart batch with credentials and reports the bytes sent', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: Array<[number, number]> = [];
    const pending = cardsApi().uploadBatch('44', [card], {
      onProgress: (loaded, total) => seen.push([loaded, total]),
    });
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual([
      'POST',
      '/api/employee/submission/44/cards/upload-batch',
      true,
    ]);
    expect((xhr.body as FormData).get('cards[0].frontFilename')).toBe('a-front.jpg');
    xhr.progress(50, 100);
    xhr.progress(100, 100);
    xhr.answer(201, { cardIds: [7] });
    await expect(pending).resolves.toEqual({ cardIds: ['7'] });
    expect(seen).toEqual([
      [50, 100],
      [100, 100],
    ]);
  });

  it("fails with the server's message on a 500, and aborts the request when cancelled", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failing = cardsApi().uploadBatch('44', [card], { onProgress: () => {} });
    (FakeXhr.last as FakeXhr).answer(500, { message: 'Storage is full' });
    await expect(failing).rejects.toMatchObject({
      code: 'UPLOAD_FAILED',
      message: 'Storage is full',
      status: 500,
    });

    const controller = new AbortController();
    const cancelled = cardsApi().uploadBatch('44', [card], {
      onProgress: () => {},
      signal: controller.signal,
    });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last?.aborted).toBe(true);
  });

  it('gives up on an upload that never answers once the timeout passes on the page clock, as a failed upload', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const hung = cardsApi(30_000).uploadBatch('44', [card], { onProgress: () => {} });
    const caught = hung.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(FakeXhr.last?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeXhr.last?.aborted).toBe(true);
    // A failed upload the panel offers to retry, not a cancellation it would swallow silently.
    expect(await caught).toMatchObject({
      code: 'UPLOAD_FAILED',
      cause: { code: 'NETWORK_ERROR', message: 'The server took too long to answer. Please try again.' },
    });
  });

  it('leaves no timer behind once the answer came', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = cardsApi(30_000).uploadBatch('44', [card], { onProgress: () => {} });
    (FakeXhr.last as FakeXhr).answer(201, { cardIds: [8] });
    await expect(pending).resolves.toEqual({ cardIds: ['8'] });
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { compositingWorkerCount, createCompositor } from '../../src/workers/compositor';
import { createWarmCompositor } from '../../src/features/cards/card-imagery-actors';
import type { StitchRequest, WorkerMessage } from '../../src/workers/stitch-protocol';

/** A stand-in worker that answers when the test says so. */
class FakeWorker {
  static all: FakeWorker[] = [];
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  requests: WorkerMessage[] = [];
  terminated = false;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(request: WorkerMessage) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(blob: Blob) {
    const request = this.requests.at(-1) as StitchRequest;
    this.onmessage?.({ data: { id: request.id, ok: true, blob } } as MessageEvent);
  }
  warmed() {
    this.onmessage?.({ data: { warmed: true } } as MessageEvent);
  }
  crash() {
    this.onerror?.({ preventDefault: () => {} } as ErrorEvent);
  }
  fail(message: string) {
    const request = this.requests.at(-1) as StitchRequest;
    this.onmessage?.({ data: { id: request.id, ok: false, message } } as MessageEvent);
  }
}

const job = () => ({
  front: new Blob(['f'], { type: 'image/png' }),
  back: new Blob(['b'], { type: 'image/png' }),
  frontRotation: 0,
  backRotation: 90,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('compositing worker count', () => {
  it('leaves one core to the page, uses at least one worker and at most three', () => {
    expect(compositingWorkerCount(1)).toBe(1);
    expect(compositingWorkerCount(2)).toBe(1);
    expect(compositingWorkerCount(3)).toBe(2);
    expect(compositingWorkerCount(4)).toBe(3);
    expect(compositingWorkerCount(16)).toBe(3);
    expect(compositingWorkerCount(undefined)).toBe(1);
  });
});

describe('compositor pool', () => {
  it('runs no more composites at once than it has workers, and queues the rest', async () => {
    FakeWorker.all = [];
    const pool = createCompositor({ workers: 2, createWorker: () => new FakeWorker() as unknown as Worker });
    const results = [pool.compose(job()), pool.compose(job()), pool.compose(job())];
    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all.map((worker) => worker.requests.length)).toEqual([1, 1]);
    const first = new Blob(['one'], { type: 'image/avif' });
    FakeWorker.all[0]?.answer(first);
    await expect(results[0]).resolves.toBe(first);
    // the freed worker takes the queued composite; no third worker is started
    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all[0]?.requests).toHaveLength(2);
    expect(FakeWorker.all[0]?.requests[1]).toMatchObject({ format: 'avif' });
    FakeWorker.all[1]?.fail('Failed to load image.');
    await expect(results[1]).rejects.toThrow('Failed to load image.');
    pool.dispose();
    await expect(results[2]).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.all.every((worker) => worker.terminated)).toBe(true);
  });

  it('ends the worker of a cancelled composite, and starts a fresh one for the next', async () => {
    FakeWorker.all = [];
    const pool = createCompositor({ workers: 1, createWorker: () => new FakeWorker() as unknown as Worker });
    const controller = new AbortController();
    const cancelled = pool.compose(job(), controller.signal);
    const next = pool.compose(job());
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    await settle();
    expect(FakeWorker.all[0]?.terminated).toBe(true);
    expect(FakeWorker.all).toHaveLength(2);
    const blob = new Blob(['two']);
    FakeWorker.all[1]?.answer(blob);
    await expect(next).resolves.toBe(blob);
    pool.dispose();
  });
});

describe('warming the compositor', () => {
  const fakePool = (workers: number) =>
    createCompositor({ workers, createWorker: () => new FakeWorker() as unknown as Worker });

  it('starts every worker and loads its encoder before any composite, then composes on them', async () => {
    FakeWorker.all = [];
    const pool = fakePool(2);
    let warmed = false;
    const warming = pool.warm().then(() => (warmed = true));
    expect(FakeWorker.all.map((worker) => worker.requests)).toEqual([[{ warm: true }], [{ warm: true }]]);
    FakeWorker.all[0]?.warmed();
    await settle();
    expect(warmed).toBe(false);
    FakeWorker.all[1]?.warmed();
    await warming;
    // warming twice asks nothing more of the workers
    await pool.warm();
    expect(FakeWorker.all.map((worker) => worker.requests.length)).toEqual([1, 1]);
    const composite = pool.compose(job());
    expect(FakeWorker.all).toHaveLength(2);
    const blob = new Blob(['warm']);
    FakeWorker.all[0]?.answer(blob);
    await expect(composite).resolves.toBe(blob);
    pool.dispose();
  });

  it('a composite asked for while the encoder is still loading waits for its own answer', async () => {
    FakeWorker.all = [];
    const pool = fakePool(1);
    void pool.warm();
    const composite = pool.compose(job());
    FakeWorker.all[0]?.warmed();
    const blob = new Blob(['after warm']);
    FakeWorker.all[0]?.answer(blob);
    await expect(composite).resolves.toBe(blob);
    pool.dispose();
  });

  it('a worker that cannot start still lets warm() finish, and is ended', async () => {
    FakeWorker.all = [];
    const pool = fakePool(1);
    const warming = pool.warm();
    FakeWorker.all[0]?.crash();
    await expect(warming).resolves.toBeUndefined();
    expect(FakeWorker.all[0]?.terminated).toBe(true);
    pool.dispose();
  });

  it('the panel hands its warm workers to the next compose only, and ends them when it closes', () => {
    const made: { warmed: number; disposed: boolean }[] = [];
    const create = () => {
      const record = { warmed: 0, disposed: false };
      made.push(record);
      return {
        compose: () => Promise.resolve(new Blob()),
        warm: () => {
          record.warmed += 1;
          return Promise.resolve();
        },
        dispose: () => {
          record.disposed = true;
        },
      };
    };
    const holder = createWarmCompositor(create);
    holder.warm();
    holder.warm();
    expect(made).toHaveLength(1);
    holder.take();
    // taken: the next compose starts cold unless photos arrive first
    holder.take();
    expect(made).toHaveLength(2);
    holder.warm();
    holder.dispose();
    expect(made).toHaveLength(3);
    expect(made[2]?.disposed).toBe(true);
    expect(made[0]?.disposed).toBe(false);
  });
});

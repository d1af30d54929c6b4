import { drawComposite, encodeJpeg, type StitchJob } from './draw-composite';
import type { StitchRequest, StitchResponse, WarmRequest, WorkerReply } from './stitch-protocol';

/**
 * How many compositing workers run at once: one fewer than the cores (the page keeps one), at least
 * one, at most three (seed B §9). On this 2-core machine that is one: a second AVIF encoder would only
 * take turns with the first and slow the page.
 */
export function compositingWorkerCount(cores: number | undefined): number {
  const known = Number.isFinite(cores) && (cores ?? 0) > 0 ? (cores as number) : 2;
  return Math.max(1, Math.min(3, known - 1));
}

export interface Compositor {
  /** One front|back composite; rejects with the stitcher's message, or an AbortError. */
  compose(job: StitchJob, signal?: AbortSignal): Promise<Blob>;
  /**
   * Starts the workers and loads the encoder now, so the first composite does not pay for it (about a
   * second and a half of a 12 MP pair's five). Resolves when every worker is ready, or has failed.
   */
  warm(): Promise<void>;
  /** Ends the workers (and with them the encoder's memory). */
  dispose(): void;
}

interface Task {
  job: StitchJob;
  resolve: (blob: Blob) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  /** Set by warm(): settles when the worker says its encoder is loaded. */
  warming: Promise<void> | null;
  markWarm: () => void;
}

const abortError = () => new DOMException('The compositing was cancelled.', 'AbortError');

/** On the main thread only the canvas's JPEG is used: an AVIF encode there would freeze the page. */
async function composeOnMainThread(job: StitchJob): Promise<Blob> {
  return encodeJpeg(await drawComposite(job));
}

export interface CompositorOptions {
  workers?: number;
  createWorker?: () => Worker;
}

const defaultWorker = () =>
  new Worker(new URL('./composite.worker.ts', import.meta.url), { type: 'module', name: 'composite' });

/**
 * A small pool of module workers, started on first use or by warm(). If a worker cannot start (no
 * Worker, a CSP refusal, a failed module load) the pool falls back to the main thread for the rest of
 * its life.
 */
export function createCompositor(options: CompositorOptions = {}): Compositor {
  const size = options.workers ?? compositingWorkerCount(globalThis.navigator?.hardwareConcurrency);
  const createWorker = options.createWorker ?? defaultWorker;
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let workersFailed = !options.createWorker && typeof Worker === 'undefined';
  let nextId = 1;

  const runOnMainThread = (task: Task) => {
    composeOnMainThread(task.job).then(task.resolve, task.reject);
  };

  const retire = (slot: Slot) => {
    slot.worker.terminate();
    slot.markWarm();
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
  };

  const finish = (slot: Slot, response: StitchResponse) => {
    const task = slot.task;
    if (!task) return;
    task.signal?.removeEventListener('abort', task.onAbort);
    slot.task = null;
    if (response.ok) task.resolve(response.blob);
    else task.reject(new Error(response.message));
    pump();
  };

  /** A new worker, or null when workers cannot start here (then the pool stays on the main thread). */
  const spawn = (): Slot | null => {
    let worker: Worker;
    try {
      worker = createWorker();
    } catch {
      workersFailed = true;
      return null;
    }
    const slot: Slot = { worker, task: null, warming: null, markWarm: () => {} };
    worker.onmessage = (message: MessageEvent<WorkerReply>) => {
      if ('warmed' in message.data) slot.markWarm();
      else finish(slot, message.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      // The worker could not start or crashed: this and every later composite runs on the main thread.
      workersFailed = true;
      const task = slot.task;
      retire(slot);
      if (task) {
        task.signal?.removeEventListener('abort', task.onAbort);
        runOnMainThread(task);
      }
      pump();
    };
    slots.push(slot);
    return slot;
  };

  const start = (slot: Slot, task: Task) => {
    slot.task = task;
    task.onAbort = () => {
      // A running AVIF encode cannot be interrupted: the worker goes, a fresh one takes its place.
      retire(slot);
      task.reject(abortError());
      pump();
    };
    task.signal?.addEventListener('abort', task.onAbort, { once: true });
    const request: StitchRequest = { id: nextId++, job: task.job, format: 'avif' };
    slot.worker.postMessage(request);
  };

  const warmSlot = (slot: Slot): Promise<void> =>
    (slot.warming ??= new Promise<void>((resolve) => {
      slot.markWarm = resolve;
      const request: WarmRequest = { warm: true };
      slot.worker.postMessage(request);
    }));

  function pump(): void {
    while (queue.length > 0) {
      const task = queue.shift() as Task;
      if (task.signal?.aborted) {
        task.reject(abortError());
        continue;
      }
      const slot =
        slots.find((candidate) => candidate.task === null) ??
        (!workersFailed && slots.length < size ? spawn() : null);
      if (workersFailed) {
        runOnMainThread(task);
        continue;
      }
      if (!slot) {
        queue.unshift(task);
        return;
      }
      start(slot, task);
    }
  }

  return {
    compose(job, signal) {
      if (signal?.aborted) return Promise.reject(abortError());
      return new Promise<Blob>((resolve, reject) => {
        queue.push({ job, resolve, reject, signal, onAbort: () => {} });
        pump();
      });
    },
    async warm() {
      while (!workersFailed && slots.length < size) spawn();
      await Promise.all(slots.map(warmSlot));
    },
    dispose() {
      for (const slot of [...slots]) {
        slot.task?.reject(abortError());
        retire(slot);
      }
      for (const task of queue.splice(0)) task.reject(abortError());
    },
  };
}

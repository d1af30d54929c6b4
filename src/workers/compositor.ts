import { drawComposite, encodeJpeg, type StitchJob } from './draw-composite';
import type { StitchRequest, StitchResponse } from './stitch-protocol';

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
  /** Ends the workers (and with them the encoder's memory). */
  dispose(): void;
}

interface Task {
  job: StitchJob;
  resolve: (blob: Blob) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
}

interface Slot {
  worker: Worker;
  task: Task | null;
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
 * A small pool of module workers, started on first use. If a worker cannot start (no Worker, a CSP
 * refusal, a failed module load) the pool falls back to the main thread for the rest of its life.
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
    slots.splice(slots.indexOf(slot), 1);
  };

  const start = (slot: Slot, task: Task) => {
    slot.task = task;
    const id = nextId++;
    const request: StitchRequest = { id, job: task.job, format: 'avif' };
    const onAbort = () => {
      // A running AVIF encode cannot be interrupted: the worker goes, a fresh one takes its place.
      retire(slot);
      task.reject(abortError());
      pump();
    };
    task.signal?.addEventListener('abort', onAbort, { once: true });
    slot.worker.onmessage = (message: MessageEvent<StitchResponse>) => {
      task.signal?.removeEventListener('abort', onAbort);
      const response = message.data;
      slot.task = null;
      if (response.ok) task.resolve(response.blob);
      else task.reject(new Error(response.message));
      pump();
    };
    slot.worker.onerror = (event) => {
      event.preventDefault();
      task.signal?.removeEventListener('abort', onAbort);
      // The worker could not start or crashed: this and every later composite runs on the main thread.
      workersFailed = true;
      retire(slot);
      runOnMainThread(task);
      pump();
    };
    slot.worker.postMessage(request);
  };

  function pump(): void {
    while (queue.length > 0) {
      const task = queue.shift() as Task;
      if (task.signal?.aborted) {
        task.reject(abortError());
        continue;
      }
      if (workersFailed) {
        runOnMainThread(task);
        continue;
      }
      let slot = slots.find((candidate) => candidate.task === null);
      if (!slot && slots.length < size) {
        try {
          slot = { worker: createWorker(), task: null };
          slots.push(slot);
        } catch {
          workersFailed = true;
          runOnMainThread(task);
          continue;
        }
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
        queue.push({ job, resolve, reject, signal });
        pump();
      });
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

/**
 * Simulated network latency for the demo backend (seed A §9, seed B §9). Every call waits a random time
 * in its area's range before touching the store, and an aborted signal rejects with an AbortError
 * DOMException at once, leaving the store untouched.
 */
export type LatencyMode = 'realistic' | 'none';

export const LATENCY_RANGES = {
  /** login, register, current user */
  session: [320, 900],
  /** refresh (session recovery) and logout */
  sessionRecovery: [180, 360],
  /** submissions and customers, and the prescreen queue that lists submissions */
  records: [160, 520],
  workflows: [120, 480],
  cards: [180, 350],
  /** Seed B states both 150-520 and 90-520; the wider range is used. */
  employees: [90, 520],
  /** Not given by the seeds; the workflow mock's range, since catalogues share its admin screens. */
  catalogues: [120, 480],
  /** The version file is static; no simulated delay. */
  version: [0, 0],
} as const satisfies Record<string, readonly [number, number]>;

export type LatencyArea = keyof typeof LATENCY_RANGES;

export interface Latency {
  /** Resolves after the area's delay; rejects with an AbortError when the signal aborts first. */
  wait(area: LatencyArea, signal?: AbortSignal): Promise<void>;
}

export const abortError = (): DOMException => new DOMException('The operation was aborted.', 'AbortError');

/** The delay for one call: uniform in the area's range, whole milliseconds. */
export const delayFor = (area: LatencyArea, random: () => number): number => {
  const [min, max] = LATENCY_RANGES[area];
  return Math.round(min + random() * (max - min));
};

export function createLatency(mode: LatencyMode, random: () => number): Latency {
  return {
    wait(area, signal) {
      if (signal?.aborted) return Promise.reject(abortError());
      const ms = mode === 'none' ? 0 : delayFor(area, random);
      if (ms === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          clearTimeout(timer);
          reject(abortError());
        };
        const timer = setTimeout(() => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}

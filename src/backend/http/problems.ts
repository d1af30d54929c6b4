import type { RequestProblemSink } from '../backend';

/** Server-error and network-error toasts each wait this long before showing again. */
export const PROBLEM_COOLDOWN_MS = 6000;

export interface ProblemReporter {
  server(status: number): void;
  network(): void;
}

/**
 * Reports server and connection problems to the app, at most once per cooldown each, and not at all
 * while the browser is offline (the offline toast already says so). `now` is injected so tests can
 * move time.
 */
export function createProblemReporter(
  sink: RequestProblemSink,
  now: () => number,
  cooldownMs: number = PROBLEM_COOLDOWN_MS,
): ProblemReporter {
  let lastServerAt = Number.NEGATIVE_INFINITY;
  let lastNetworkAt = Number.NEGATIVE_INFINITY;
  return {
    server(status) {
      if (!sink.isOnline()) return;
      const at = now();
      if (at - lastServerAt < cooldownMs) return;
      lastServerAt = at;
      sink.serverError(status);
    },
    network() {
      if (!sink.isOnline()) return;
      const at = now();
      if (at - lastNetworkAt < cooldownMs) return;
      lastNetworkAt = at;
      sink.networkError();
    },
  };
}

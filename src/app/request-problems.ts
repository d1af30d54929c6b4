import type { RequestProblemSink } from '../backend/backend';

/** A toast as the notifications actor takes it. */
export interface ProblemToast {
  type: 'error';
  title: string;
  message: string;
}

/** Seed A §9: each of the two toasts at most once per 6000 ms. */
export const REQUEST_PROBLEM_COOLDOWN_MS = 6000;

export const serverIssueToast = (status: number): ProblemToast => ({
  type: 'error',
  title: 'Server issue',
  message: `We hit a problem talking to the server (HTTP ${status}). Please try again shortly.`,
});

export const connectionIssueToast: ProblemToast = {
  type: 'error',
  title: 'Connection issue',
  message: "We couldn't reach the server. Check your connection and try again.",
};

/**
 * Where the HTTP backend reports server (5xx) and network failures: one toast per kind per cooldown,
 * none while the browser says it is offline (the offline toast already explains).
 */
export function createRequestProblemSink(options: {
  notify: (toast: ProblemToast) => void;
  isOnline: () => boolean;
  now?: () => number;
}): RequestProblemSink {
  const now = options.now ?? Date.now;
  const lastShown = { server: -Infinity, network: -Infinity };
  const show = (kind: keyof typeof lastShown, toast: ProblemToast) => {
    if (!options.isOnline()) return;
    const at = now();
    if (at - lastShown[kind] < REQUEST_PROBLEM_COOLDOWN_MS) return;
    lastShown[kind] = at;
    options.notify(toast);
  };
  return {
    serverError: (status) => show('server', serverIssueToast(status)),
    networkError: () => show('network', connectionIssueToast),
    isOnline: options.isOnline,
  };
}

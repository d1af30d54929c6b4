import type { RequestProblemSink } from '../backend/backend';

/** A toast as the notifications actor takes it. */
export interface ProblemToast {
  type: 'error';
  title: string;
  message: string;
}

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
 * Where the HTTP backend reports server (5xx) and network failures. The HTTP layer already applies the
 * 6000 ms cooldown per kind and stays quiet while offline (it asks `isOnline`); this only words the toasts.
 */
export function createRequestProblemSink(options: {
  notify: (toast: ProblemToast) => void;
  isOnline: () => boolean;
  /** A signed-in call answered 401: the app opens the sign-in dialog over the screen. */
  sessionExpired?: () => void;
}): RequestProblemSink {
  return {
    serverError: (status) => options.notify(serverIssueToast(status)),
    networkError: () => options.notify(connectionIssueToast),
    isOnline: options.isOnline,
    ...(options.sessionExpired ? { sessionExpired: options.sessionExpired } : {}),
  };
}

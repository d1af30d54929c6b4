/**
 * Error reporting, present only when the build names a DSN (VITE_SENTRY_DSN). This module is in the
 * first chunk and small; the SDK is a separate chunk fetched after the first render. Without a DSN
 * nothing is fetched and nothing is sent.
 */
export interface ReportingConfig {
  dsn: string;
  /** The product's API base (VITE_API_BASE_URL or /api): the only target of tracing headers. */
  apiBaseUrl: string;
  origin: string;
  release?: string;
  environment?: string;
}

export interface ErrorContext {
  /** The route whose screen failed. */
  route?: string;
  componentStack?: string;
}

export interface Reporter {
  captureException(error: unknown, context: ErrorContext): void;
  setUser(user: { id: string; email: string } | null): void;
}

type Call = (reporter: Reporter) => void;

/** Errors caught before the SDK arrives wait for it (a few at most). */
const MAX_WAITING = 20;

let reporter: Reporter | null = null;
let waiting: Call[] | null = null;

function withReporter(call: Call) {
  if (reporter) call(reporter);
  else if (waiting && waiting.length < MAX_WAITING) waiting.push(call);
}

/** Reports an error a boundary caught; does nothing when reporting is off. */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  withReporter((r) => r.captureException(error, context));
}

/** Who is signed in, for the reports (their id and email only). */
export function reportUser(user: { id: string; email: string } | null): void {
  withReporter((r) => r.setUser(user));
}

/**
 * Loads the SDK and starts it; calls made meanwhile are replayed. Once only (StrictMode mounts twice).
 * A failed load is logged and reporting stays off.
 */
export function startReporting(
  config: ReportingConfig,
  load: () => Promise<(config: ReportingConfig) => Reporter>,
) {
  if (waiting || reporter) return;
  waiting = [];
  load()
    .then((start) => {
      reporter = start(config);
      for (const call of waiting ?? []) call(reporter);
      waiting = null;
    })
    .catch((error: unknown) => {
      waiting = null;
      console.warn('[reporting] the error-reporting library failed to load', error);
    });
}

/** Forgets the reporter (tests). */
export function resetReporting() {
  reporter = null;
  waiting = null;
}

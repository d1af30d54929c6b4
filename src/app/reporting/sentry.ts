/**
 * The error-reporting SDK, set up as the seeds say (seed A §7-§9). Loaded only through a dynamic
 * import, after the first render, and only when a DSN is configured (index.ts).
 */
import {
  browserTracingIntegration,
  captureException,
  init,
  setUser,
  type BrowserOptions,
  type Event,
} from '@sentry/react';
import type { Reporter, ReportingConfig } from './index';
import { createRepeatFilter, isNoise, scrubBreadcrumb, scrubEvent, scrubText, scrubValue } from './scrub';

type SpanJson = Parameters<NonNullable<BrowserOptions['beforeSendSpan']>>[0];

/**
 * Spans are scrubbed one by one as well: SDK 11 streams spans by default, and then
 * `beforeSendTransaction` is never called for them.
 */
export function scrubSpan(span: SpanJson): SpanJson {
  return {
    ...span,
    name: scrubText(span.name),
    attributes: scrubValue(span.attributes) as SpanJson['attributes'],
  };
}

/** Seed A §9: the error-reporting library's limits. */
export const SENTRY_LIMITS = {
  maxBreadcrumbs: 100,
  bufferSize: 64,
  idleTimeout: 1_000,
  finalTimeout: 30_000,
  childSpanTimeout: 15_000,
} as const;

/** The same error again within a minute is a repeat (seed A §8). */
const REPEAT_WINDOW_MS = 60_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Tracing headers go only to the product's own API (its origin and base path), never elsewhere. */
export function apiPropagationTarget(apiBaseUrl: string, origin: string): RegExp {
  const base = new URL(apiBaseUrl, origin);
  const prefix = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  return new RegExp(`^${escapeRegExp(prefix)}(?:[/?#]|$)`);
}

/**
 * Where the SDK sends its envelopes: the app's own server (`POST {api}/error-reports`), which checks
 * and forwards them to the DSN's project (decision 0340). The page's CSP allows only its own origin
 * for connections, so a DSN on another origin (Sentry's service, a self-hosted Sentry) could not be
 * reached directly.
 */
export function reportingTunnel(apiBaseUrl: string, origin: string): string {
  const base = new URL(apiBaseUrl, origin);
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}/error-reports`;
}

export function sentryOptions(config: ReportingConfig) {
  const isRepeat = createRepeatFilter(REPEAT_WINDOW_MS);
  const keep = <T extends Event>(event: T): T | null =>
    isNoise(event) || isRepeat(event) ? null : scrubEvent(event);
  return {
    dsn: config.dsn,
    tunnel: reportingTunnel(config.apiBaseUrl, config.origin),
    release: config.release,
    environment: config.environment,
    // Seed A §7: default personal data (who was affected); decision 0151 scrubs the secrets below.
    sendDefaultPii: true,
    tracesSampleRate: 1,
    maxBreadcrumbs: SENTRY_LIMITS.maxBreadcrumbs,
    // The SDK honours 429 and Retry-After itself (60 s when the header is missing).
    transportOptions: { bufferSize: SENTRY_LIMITS.bufferSize },
    tracePropagationTargets: [apiPropagationTarget(config.apiBaseUrl, config.origin)],
    integrations: [
      browserTracingIntegration({
        idleTimeout: SENTRY_LIMITS.idleTimeout,
        finalTimeout: SENTRY_LIMITS.finalTimeout,
        childSpanTimeout: SENTRY_LIMITS.childSpanTimeout,
      }),
    ],
    beforeSend: keep,
    beforeSendSpan: scrubSpan,
    beforeBreadcrumb: scrubBreadcrumb,
  };
}

/** `transport` replaces the network (tests read the envelopes the real SDK would send). */
export function startSentry(
  config: ReportingConfig,
  overrides: Pick<BrowserOptions, 'transport'> = {},
): Reporter {
  init({ ...sentryOptions(config), ...overrides });
  return {
    captureException: (error, context) =>
      void captureException(error, {
        contexts: context.componentStack ? { react: { componentStack: context.componentStack } } : undefined,
        tags: { route: context.route },
      }),
    setUser: (user) => setUser(user),
  };
}

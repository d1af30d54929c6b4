import { createDemoBackend, type DemoBackendOptions } from '../../../src/backend/demo';
import { createSampleData } from '../../../src/domain/sample-data';
import { isAppError, type AppErrorCode } from '../../../src/domain/errors';
import type { Persona } from '../../../src/domain/session';

export const NOW = new Date('2026-03-15T12:00:00Z');
/** Built once: every demo copies it, so tests cannot leak into each other through it. */
export const SAMPLE = createSampleData({ now: NOW });

/** A demo backend with no latency, a fixed clock and a persona the test can switch. */
export function demo(options: Partial<DemoBackendOptions> = {}) {
  let persona: Persona = 'admin';
  const backend = createDemoBackend({
    persona: () => persona,
    now: () => NOW,
    latency: 'none',
    data: SAMPLE,
    ...options,
  });
  return {
    backend,
    usePersona(next: Persona) {
      persona = next;
    },
  };
}

/** Expects the call to fail with exactly this code and message. */
export async function expectError(
  promise: Promise<unknown>,
  code: AppErrorCode,
  message: string,
): Promise<void> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
  expect(isAppError(error) ? { code: error.code, message: error.message } : error).toEqual({ code, message });
}

export { customerInput } from '../customer-input';

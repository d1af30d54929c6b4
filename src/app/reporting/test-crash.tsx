/**
 * Test-only: in a build made with VITE_E2E_CRASH=true (the error-reporting e2e builds one), a page
 * opened with `?e2e-crash` throws while rendering its screen, so the route's error boundary and the
 * report it sends can be seen end to end. Every other build replaces the flag with false at build
 * time and drops this code.
 */
export const crashHookEnabled = import.meta.env.VITE_E2E_CRASH === 'true';

/** Secrets in the message, as a careless error might carry them: the report must arrive without them. */
export const E2E_CRASH_MESSAGE = 'E2E crash while rendering: password=hunter2-secret token=tok-abc123';

export function CrashWhenAsked({ search }: { search: string }) {
  if (new URLSearchParams(search).has('e2e-crash')) throw new Error(E2E_CRASH_MESSAGE);
  return null;
}

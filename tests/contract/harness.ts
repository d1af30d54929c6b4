import type { Backend, RequestProblemSink } from '../../src/backend/backend';
import { createHttpBackend } from '../../src/backend/http';
import type { Persona } from '../../src/domain/session';
import { PASSWORD } from '../server/harness';

/**
 * A fetch that keeps cookies like a browser tab does for one origin: Node's fetch ignores
 * `credentials: 'include'`, so without this the session cookie would never come back.
 */
export function cookieFetch(): { fetch: typeof fetch; cookies: () => Map<string, string> } {
  const jar = new Map<string, string>();
  const jarFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (jar.size > 0) {
      request.headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return { fetch: jarFetch, cookies: () => jar };
}

export interface ProblemLog extends RequestProblemSink {
  serverErrors: number[];
  networkErrors: number;
}

export function problemLog(): ProblemLog {
  const log: ProblemLog = {
    serverErrors: [],
    networkErrors: 0,
    serverError: (status) => void log.serverErrors.push(status),
    networkError: () => void (log.networkErrors += 1),
    isOnline: () => true,
  };
  return log;
}

export interface Client {
  backend: Backend;
  problems: ProblemLog;
  signInAs(persona: Persona): Promise<void>;
}

/** The app's own HTTP backend pointed at a running server, as a browser tab of its own. */
export function httpClient(origin: string): Client {
  const problems = problemLog();
  const backend = createHttpBackend({
    baseUrl: `${origin}/api`,
    versionUrl: `${origin}/version.json`,
    problems,
    fetch: cookieFetch().fetch,
  });
  return {
    backend,
    problems,
    async signInAs(persona) {
      await backend.session.login({ email: `${persona}@example.com`, password: PASSWORD });
    },
  };
}

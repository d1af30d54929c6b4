import type { Backend, SessionApi } from '../backend/backend';
import { createLatency, type LatencyMode } from '../backend/demo/latency';
import { DEMO_SESSION_TOKEN } from '../backend/demo/token';
import { AppError } from '../domain/errors';
import { createLiveBackend } from './live-backend';

/**
 * The demo backend, loaded on first real use. Its module carries the sample data generator, most of
 * the demo's weight, so a visitor without the demo's session token (every first visit) is told "no
 * session" here, after the same simulated delay, and the sign-in page paints without downloading it.
 */
export function lazyDemoBackend(
  load: () => Promise<Backend>,
  storedToken: () => string | null,
  latencyMode: LatencyMode = 'realistic',
  forgetToken: () => void = () => undefined,
): Backend {
  let loaded: Promise<Backend> | undefined;
  const loadOnce = () => {
    loaded ??= load();
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
  const full = createLiveBackend(() => 'mock', loadOnce);
  const latency = createLatency(latencyMode, Math.random);
  // The persona's token, or an account's own session (issue 38), which starts with it.
  const signedIn = () => storedToken()?.startsWith(DEMO_SESSION_TOKEN) ?? false;
  const noSession = async (area: 'session' | 'sessionRecovery', signal?: AbortSignal) => {
    await latency.wait(area, signal);
    throw new AppError('SESSION_NOT_FOUND', 'No active session');
  };
  const session: SessionApi = {
    login: (credentials, options) => full.session.login(credentials, options),
    // Forgotten before the module loads: a sign-out is not held up by the demo's download.
    logout: (options) => {
      forgetToken();
      return full.session.logout(options);
    },
    forgetStoredSession: () => {
      forgetToken();
      return Promise.resolve();
    },
    register: (request, options) => full.session.register(request, options),
    refresh: (options) =>
      signedIn() ? full.session.refresh(options) : noSession('sessionRecovery', options?.signal),
    currentUser: (options) =>
      signedIn() ? full.session.currentUser(options) : noSession('session', options?.signal),
    requestPasswordReset: (email, options) => full.session.requestPasswordReset(email, options),
    readPasswordLink: (token, options) => full.session.readPasswordLink(token, options),
    setPassword: (token, password, options) => full.session.setPassword(token, password, options),
    changePassword: (change, options) => full.session.changePassword(change, options),
  };
  return new Proxy(full, {
    get: (target, key, receiver) => (key === 'session' ? session : Reflect.get(target, key, receiver)),
  });
}

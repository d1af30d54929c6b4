import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/App';
import { startApp } from '../../src/app/start';
import { memoryStorage, STORAGE_KEYS } from '../../src/app/storage';
import type { Backend } from '../../src/backend/backend';
import { createDemoBackend } from '../../src/backend/demo';
import type { Persona } from '../../src/domain/session';
import type { InspectionEvent } from 'xstate';

export interface RenderAppOptions {
  /** Local storage before start-up (e.g. a stored demo session). */
  stored?: Record<string, string>;
  /** Changes to the demo backend, e.g. a login that fails. */
  adjust?: (backend: Backend) => Backend;
  persona?: Persona;
  /** The `?inspect` observer, as the app passes it to every actor. */
  inspect?: (event: InspectionEvent) => void;
}

// jsdom has no PointerEvent; Ark's pointer handling constructs one.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventPolyfill, configurable: true });
}

const controllers: AbortController[] = [];
// jsdom does not scroll; the shell scrolls after every navigation.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const controller of controllers.splice(0)) controller.abort();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});

/** Starts the real app (root actor, machines, shell) on the demo backend without latency, at `url`. */
export async function renderApp(url: string, options: RenderAppOptions = {}) {
  window.history.replaceState(null, '', url);
  const storage = memoryStorage({
    ...(options.persona ? { [STORAGE_KEYS.persona]: options.persona } : {}),
    ...options.stored,
  });
  const controller = new AbortController();
  controllers.push(controller);
  const services = await startApp({
    storage,
    signal: controller.signal,
    inspect: options.inspect,
    createBackend: async (mode, deps) => {
      if (mode !== 'mock') throw new Error('These tests run on demo data only.');
      const demo = createDemoBackend({
        persona: deps.persona,
        latency: 'none',
        session: {
          read: () => storage.read(STORAGE_KEYS.demoSession),
          write: (token) => storage.write(STORAGE_KEYS.demoSession, token),
        },
      });
      return options.adjust ? options.adjust(demo) : demo;
    },
  });
  const user = userEvent.setup();
  const view = render(<App services={services} />);
  return { services, storage, user, ...view };
}

/** The demo backend with a login that fails the given way. */
export const failingLogin = (error: unknown): RenderAppOptions => ({
  adjust: (backend) => ({ ...backend, session: { ...backend.session, login: () => Promise.reject(error) } }),
});

/** A stored demo session: the app starts signed in as the persona. */
export const signedIn = (persona: Persona = 'admin') => ({
  [STORAGE_KEYS.demoSession]: 'demo-session-token',
  [STORAGE_KEYS.persona]: persona,
});

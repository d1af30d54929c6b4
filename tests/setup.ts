import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy… waits up to 1 s by default; lazy screens and the demo's latency take longer than that on a
// busy 2-core machine running two vitest workers beside a build.
configure({ asyncUtilTimeout: 4000 });

/**
 * The screen tests share one jsdom window per worker (vite.config.ts, `isolate: false`): each file
 * starts from what a new browser tab would have — nothing stored, no cookie, the first page.
 */
function freshTab() {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  History.prototype.replaceState.call(window.history, null, '', '/');
  document.body.innerHTML = '';
}

beforeAll(freshTab);

afterEach(() => {
  cleanup();
});

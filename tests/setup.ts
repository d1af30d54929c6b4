import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy… waits up to 1 s by default; lazy screens and the demo's lazy areas are transformed on their
// first import, which took more than 4 s on a 2-core machine with two other processes holding the cores
// (issue 35's busy runs: the grading screens' first tests). A passing wait ends as soon as it is met.
configure({ asyncUtilTimeout: 10_000 });

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

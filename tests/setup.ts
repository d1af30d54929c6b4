import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the app keeps its drafts there (idb-keyval).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import path from 'node:path';
import { afterEach, beforeAll } from 'vitest';
import { lazyModulesOf } from './lazy-modules';

// findBy… waits up to 1 s by default: too short for a whole-app screen on a 2-core machine with two
// other processes holding the cores (issue 35's busy runs). A passing wait ends as soon as it is met,
// and a miss, below the 15 s test timeout, names the element rather than the test.
configure({ asyncUtilTimeout: 10_000 });

/**
 * The screen tests share one jsdom window per worker (vite.config.ts, `isolate: false`): each file
 * starts from what a new browser tab would have — nothing stored (IndexedDB too), no cookie, the
 * first page.
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

/** Every IndexedDB database emptied (a connection the app keeps open stays usable). */
async function emptyIndexedDb() {
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await settled(indexedDB.open(name));
    const stores = [...db.objectStoreNames];
    if (stores.length > 0) {
      const transaction = db.transaction(stores, 'readwrite');
      for (const store of stores) transaction.objectStore(store).clear();
      await new Promise((resolve, reject) => {
        transaction.oncomplete = resolve;
        transaction.onerror = () => reject(transaction.error);
      });
    }
    db.close();
  }
}

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

beforeAll(async () => {
  freshTab();
  await emptyIndexedDb();
});

/**
 * The app's lazily loaded modules, imported before a file's tests. The files of a worker share one
 * module cache (`isolate: false`), and vitest refuses a module fetch still under way when its file
 * ends: a test that ended while a screen was loading (a preload, a navigation it did not wait for)
 * left that module never evaluated, and every later file of the worker that opened the screen waited
 * for it until it timed out (the customer directory after the customer detail, the invoice from
 * 'Print receipt'). Loaded here, once per worker, no test can end with one half-fetched.
 */
const LAZY_MODULES = lazyModulesOf(path.join(import.meta.dirname, '..', 'src'));
beforeAll(() => Promise.all(LAZY_MODULES.map((module) => import(/* @vite-ignore */ module))), 120_000);

afterEach(() => {
  cleanup();
});

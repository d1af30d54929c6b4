/**
 * Removes what an older build may have left: service worker registrations and Cache Storage. The app
 * registers no service worker, so any found is stale and could serve old files (seed B §9).
 */
export async function clearOldCaches(win: Window): Promise<void> {
  const registrations = (await win.navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
  const cacheStorage = 'caches' in win ? win.caches : undefined;
  const names = (await cacheStorage?.keys()) ?? [];
  await Promise.all(names.map((name) => cacheStorage?.delete(name)));
}

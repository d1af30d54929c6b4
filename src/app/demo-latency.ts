import type { LatencyMode } from '../backend/demo/latency';
import { DATA_SOURCE_PARAM } from '../domain/accounts';
import { STORAGE_KEYS, type KeyValueStorage } from './storage';

/**
 * The demo's simulated network latency is a setting of this browser (issue 35): realistic by default
 * (seed A §9), turned off by opening the app with `?latency=off` and back on with `?latency=on`. It is
 * kept in local storage like the data mode, so a presenter, a developer or an end-to-end run chooses it
 * once; the API mode is never slowed down.
 */
export function applyLatencyFlag(search: string, storage: KeyValueStorage): void {
  const flag = new URLSearchParams(search).get('latency');
  if (flag === 'off') storage.write(STORAGE_KEYS.demoLatency, 'none');
  else if (flag === 'on') storage.write(STORAGE_KEYS.demoLatency, null);
}

/** The demo backend's latency as stored: 'none' once `?latency=off` was opened, otherwise realistic. */
export const storedDemoLatency = (storage: KeyValueStorage): LatencyMode =>
  storage.read(STORAGE_KEYS.demoLatency) === 'none' ? 'none' : 'realistic';

/**
 * `?data=api` (the server's reset and invitation links, decision 0376) chooses the API for this
 * browser before the app starts, as picking "API" on the switch would; anything else changes nothing.
 */
export function applyDataSourceFlag(search: string, storage: KeyValueStorage): void {
  if (new URLSearchParams(search).get(DATA_SOURCE_PARAM) === 'api')
    storage.write(STORAGE_KEYS.dataMode, 'api');
}

/**
 * Every machine's chart, read from the generated docs/machines/charts files (`npm run machines:docs`,
 * scripts/lib/machine-graph): the page draws exactly what the docs show, and no node-only generator
 * code reaches the bundle. Each chart is its own small chunk (its summary and diagram only, not the
 * docs page with its paths), fetched when its machine is first shown.
 */
import type { MachineChart } from './statechart-view';

const charts = import.meta.glob<Omit<MachineChart, 'name'>>('../../../docs/machines/charts/*.json', {
  import: 'default',
});

const nameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.json$/, '');
const pathByName = new Map(Object.keys(charts).map((path) => [nameOf(path), path]));

/** The machines with a chart, alphabetically. */
export const MACHINE_NAMES: readonly string[] = [...pathByName.keys()].sort((a, b) => a.localeCompare(b));

const cache = new Map<string, Promise<MachineChart | null>>();

/** One machine's chart (the same promise every time, as React's `use` needs); null without one. */
export function loadChart(name: string): Promise<MachineChart | null> {
  const cached = cache.get(name);
  if (cached) return cached;
  const path = pathByName.get(name);
  const load = path ? charts[path] : undefined;
  const chart = load
    ? load().then((loaded) => (loaded.mermaid ? { name, ...loaded } : null))
    : Promise.resolve(null);
  cache.set(name, chart);
  return chart;
}

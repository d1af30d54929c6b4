/**
 * Every machine's chart, read from the generated docs/machines pages (`npm run machines:docs`,
 * scripts/lib/machine-graph): the page draws exactly what the docs show, and no node-only generator
 * code reaches the bundle. Each page is its own small chunk, fetched when its machine is first shown
 * (cardUpload's alone is 300 KB of paths).
 */
import { chartFromDoc, type MachineChart } from './statechart-view';

const pages = import.meta.glob<string>('../../../docs/machines/*.md', { query: '?raw', import: 'default' });

const nameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.md$/, '');
const pathByName = new Map(Object.keys(pages).map((path) => [nameOf(path), path]));
pathByName.delete('README');

/** The machines with a docs page, alphabetically. */
export const MACHINE_NAMES: readonly string[] = [...pathByName.keys()].sort((a, b) => a.localeCompare(b));

const cache = new Map<string, Promise<MachineChart | null>>();

/** One machine's chart (the same promise every time, as React's `use` needs); null without a page. */
export function loadChart(name: string): Promise<MachineChart | null> {
  const cached = cache.get(name);
  if (cached) return cached;
  const path = pathByName.get(name);
  const load = path ? pages[path] : undefined;
  const chart = load ? load().then((markdown) => chartFromDoc(name, markdown)) : Promise.resolve(null);
  cache.set(name, chart);
  return chart;
}

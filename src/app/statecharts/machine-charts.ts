/**
 * Every machine's chart, read at build time from the generated docs/machines pages (`npm run
 * machines:docs`, scripts/lib/machine-graph): the page draws exactly what the docs show, and no
 * node-only generator code reaches the bundle. Imported only by the statechart page's chunk.
 */
import { chartFromDoc, type MachineChart } from './statechart-view';

const pages = import.meta.glob<string>('../../../docs/machines/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const MACHINE_CHARTS: readonly MachineChart[] = Object.entries(pages)
  .map(([path, markdown]) => chartFromDoc(path.replace(/^.*\//, '').replace(/\.md$/, ''), markdown))
  .filter((chart): chart is MachineChart => chart !== null)
  .sort((a, b) => a.name.localeCompare(b.name));

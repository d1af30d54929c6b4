// The import layers, in one table: .dependency-cruiser.cjs turns it into rules (`npm run lint:layers`) and
// scripts/layers/docs.ts draws it into docs/architecture/layers.md (`npm run docs:layers`).
// `imports` lists the layers a layer may import directly; it may also import whatever those reach, so the
// arrows are the picture and their closure is the rule. Decision: docs/decisions/0001-import-layers.md.

/** @typedef {{ name: string, path: string, role: string, imports: string[] }} Layer */

/** @type {Layer[]} Bottom first. */
const layers = [
  {
    name: 'domain',
    path: 'src/domain',
    role: 'types, rules, texts and sample data shared by browser and server',
    imports: [],
  },
  {
    name: 'ui',
    path: 'src/ui',
    role: 'the design system (the only place Ark UI is imported)',
    imports: ['domain'],
  },
  {
    name: 'machines',
    path: 'machines',
    role: 'framework-free XState machines and stores',
    imports: ['domain'],
  },
  {
    name: 'backend',
    path: 'src/backend',
    role: 'the Backend interface and its demo and HTTP implementations',
    imports: ['domain'],
  },
  { name: 'workers', path: 'src/workers', role: 'image workers and their protocol', imports: ['domain'] },
  {
    name: 'lib',
    path: 'src/lib',
    role: 'small browser helpers (theme, CSV, paging fetch)',
    imports: ['machines'],
  },
  {
    name: 'kit',
    path: 'src/kit',
    role: 'the screen kit: screen actor, services, collection / record / form hooks',
    imports: ['lib', 'ui', 'backend'],
  },
  {
    name: 'features',
    path: 'src/features',
    role: 'screens, one folder per area; never each other',
    imports: ['kit', 'workers'],
  },
  {
    name: 'app',
    path: 'src/app',
    role: 'composition only: routes, screens registry, shell, start-up',
    imports: ['features'],
  },
  { name: 'server', path: 'server', role: 'the Node API server', imports: ['domain'] },
];

const byName = new Map(layers.map((layer) => [layer.name, layer]));

/** Every layer `name` may import: its arrows and everything they reach. */
function reachable(name, seen = new Set()) {
  for (const next of byName.get(name).imports) {
    if (!seen.has(next)) {
      seen.add(next);
      reachable(next, seen);
    }
  }
  return seen;
}

module.exports = { layers, reachable };

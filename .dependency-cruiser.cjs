// Import rules, checked by `npm run lint:layers` (a step of `npm test`) on real, resolved paths.
// The layer table lives in scripts/layers/layers.cjs; docs/architecture/layers.md is drawn from it.
const { layers, reachable } = require('./scripts/layers/layers.cjs');

const escapeRegExp = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (paths) => `^(${paths.map(escapeRegExp).join('|')})/`;
const allLayers = anyOf(layers.map((layer) => layer.path));

/** One rule per layer: it imports only itself and the layers its arrows reach. */
const layerRules = layers.map((layer) => {
  const allowed = [layer.name, ...reachable(layer.name)];
  const below = [...reachable(layer.name)].join(', ') || 'nothing';
  return {
    name: `layer-${layer.name}`,
    severity: 'error',
    comment: `${layer.path} (${layer.name}) imports only its own files and: ${below}.`,
    from: { path: anyOf([layer.path]) },
    to: {
      path: allLayers,
      pathNot: anyOf(allowed.map((name) => layers.find((other) => other.name === name).path)),
    },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'feature-isolation',
      severity: 'error',
      comment: 'A feature imports no other feature: src/app composes them.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'app-holds-composition',
      severity: 'error',
      comment:
        "src/app composes: its own files (routes, start-up, services, guards) and only these folders: layout/ (the shell), composed/ (screens made of several features) and reporting/ (error reporting's start-up). A screen area belongs in src/features, a helper in src/lib.",
      from: { path: '^src/app/[^/]+/', pathNot: '^src/app/(layout|composed|reporting)/' },
      to: {},
    },
    {
      name: 'app-draws-only-its-shell',
      severity: 'error',
      comment:
        'Outside the shell (layout/, shell.tsx, toast-host.tsx, route-error-boundary.tsx) src/app draws nothing: screens and the design system draw, src/app wires them.',
      from: {
        path: '^src/app/[^/]+$',
        pathNot: '^src/app/(shell|toast-host|route-error-boundary)\\.tsx$',
      },
      to: { path: '^src/ui/' },
    },
    {
      name: 'backend-interface-only',
      severity: 'error',
      comment:
        'The kit and the features see only the Backend interface; src/app picks the implementation (demo or HTTP).',
      from: { path: '^src/(kit|features)/' },
      to: { path: '^src/backend/', pathNot: '^src/backend/backend\\.ts$' },
    },
    {
      name: 'ark-only-in-ui',
      severity: 'error',
      comment: '@ark-ui/* is imported only in src/ui, the design system: use or add a src/ui part instead.',
      from: { pathNot: '^src/ui/' },
      to: { path: '(^|/)node_modules/@ark-ui/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import loops: split the shared part into its own module.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '^(dist|styled-system|test-results)/|^tests/lint/fixtures/' },
    // type-only imports count: a layer that needs another's types depends on it
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};

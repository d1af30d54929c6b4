// ESLint rules for the app's import boundaries (see README "Decisions › Screen kit"):
// - boundaries/feature-isolation: a feature (src/features/<area>) imports no other feature, and from
//   src/app only the modules screens are meant to use (ALLOWED_APP_MODULES).
// - boundaries/ark-only-in-ui: @ark-ui/* is imported only inside src/ui, the design system.
// Paths are classified from the importing file's own path (the last `/src/` in it is the source root), so
// the rules work the same on the real tree and on the fixtures in tests/lint/fixtures.
import path from 'node:path';

/** src/app modules a feature may import: none; screens get everything from the kit (src/kit). */
export const ALLOWED_APP_MODULES = [];

const toPosix = (file) => file.split(path.sep).join('/');

/** Where a file sits under its source root: { root, area, name } (area: features, app, ui…). */
function locate(file) {
  const posix = toPosix(file);
  const at = posix.lastIndexOf('/src/');
  if (at < 0) return null;
  const root = posix.slice(0, at + '/src/'.length);
  const inside = posix.slice(root.length).split('/');
  return { root, inside: inside.join('/'), area: inside[0], name: inside[1] };
}

/** Every module specifier a file imports or re-exports, with its node for the report. */
function visitSpecifiers(report) {
  const check = (node) => {
    if (node.source && typeof node.source.value === 'string') report(node, node.source.value);
  };
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}

const featureIsolation = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports no other feature and only the allowed src/app modules.' },
    messages: {
      otherFeature:
        "Feature '{{from}}' imports feature '{{to}}': features never import each other; compose them in src/app.",
      appInternal:
        "Feature '{{from}}' imports '{{module}}' from src/app: features may use only {{allowed}} (move shared helpers to src/lib or src/ui).",
    },
    // { alsoAllow: ['app/…'] } lets one file keep an extra src/app import while it is being moved.
    schema: [
      {
        type: 'object',
        properties: { alsoAllow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const here = locate(context.filename);
    if (!here || here.area !== 'features') return {};
    const allowedModules = [...ALLOWED_APP_MODULES, ...(context.options[0]?.alsoAllow ?? [])];
    return visitSpecifiers((node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const dir = path.posix.dirname(toPosix(context.filename));
      const target = locate(path.posix.join(dir, specifier));
      if (!target || target.root !== here.root) return;
      if (target.area === 'features' && target.name !== here.name) {
        context.report({ node, messageId: 'otherFeature', data: { from: here.name, to: target.name } });
      }
      if (target.area === 'app') {
        const module = target.inside.replace(/\.(tsx?|jsx?)$/, '');
        if (!allowedModules.includes(module)) {
          const allowed =
            ALLOWED_APP_MODULES.map((name) => `src/${name}`).join(' and ') || 'the kit (src/kit)';
          context.report({
            node,
            messageId: 'appInternal',
            data: { from: here.name, module: `src/${module}`, allowed },
          });
        }
      }
    });
  },
};

const arkOnlyInUi = {
  meta: {
    type: 'problem',
    docs: { description: '@ark-ui/* is imported only in src/ui.' },
    messages: {
      arkOutsideUi: "'{{module}}' is imported outside src/ui: use or add a src/ui part instead.",
    },
    schema: [],
  },
  create(context) {
    const here = locate(context.filename);
    if (here?.area === 'ui') return {};
    return visitSpecifiers((node, specifier) => {
      if (specifier === '@ark-ui' || specifier.startsWith('@ark-ui/')) {
        context.report({ node, messageId: 'arkOutsideUi', data: { module: specifier } });
      }
    });
  },
};

export default {
  meta: { name: 'boundaries' },
  rules: { 'feature-isolation': featureIsolation, 'ark-only-in-ui': arkOnlyInUi },
};

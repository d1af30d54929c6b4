import { cruise, type IConfiguration, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import { createRequire } from 'node:module';
import path from 'node:path';

// Runs dependency-cruiser with the project's own rules (.dependency-cruiser.cjs) on the fixture tree in
// tests/lint/fixtures (excluded from the real check) and checks it reports exactly the imports that
// cross a layer, and nothing on the ones that do not.
const repo = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(repo, 'tests/lint/fixtures');
const config = createRequire(import.meta.url)(path.join(repo, '.dependency-cruiser.cjs')) as IConfiguration;

let violations: IViolation[] = [];

beforeAll(async () => {
  // the real run's tsconfig and exclusions name the repository's paths, not the fixtures'
  const { tsConfig: _tsConfig, exclude: _exclude, ...options } = config.options ?? {};
  const result = await cruise(['src', 'machines', 'server'], {
    ...options,
    baseDir: fixtures,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
  });
  violations = (result.output as ICruiseResult).summary.violations;
});

/** The violations a fixture file causes, as `rule: to`. */
const from = (file: string) =>
  violations
    .filter((violation) => violation.from === file)
    .map(
      (violation) => `${violation.rule.name}: ${violation.to.replace(/^.*node_modules\//, 'node_modules/')}`,
    )
    .sort();

describe('import layers (dependency-cruiser)', () => {
  test('a feature importing another feature, the app or Ark fails, once per import', () => {
    expect(from('src/features/orders/crosses-boundaries.tsx')).toEqual([
      expect.stringMatching(/^ark-only-in-ui: node_modules\/@ark-ui\/react\//),
      'feature-isolation: src/features/customers/customer-form.tsx',
      'feature-isolation: src/features/customers/customer-list.tsx',
      'feature-isolation: src/features/customers/customer-screen.tsx',
      'layer-features: src/app/root.ts',
    ]);
  });

  test('a feature using its own files, the kit, the domain and src/ui passes', () => {
    expect(from('src/features/orders/stays-inside.tsx')).toEqual([]);
  });

  test('a feature sees the Backend interface but not an implementation', () => {
    expect(from('src/features/orders/picks-backend.ts')).toEqual([
      'backend-interface-only: src/backend/demo/index.ts',
    ]);
  });

  test('Ark is refused in the shell and allowed in src/ui', () => {
    expect(from('src/app/layout/wraps-ark.tsx')).toEqual([
      expect.stringMatching(/^ark-only-in-ui: node_modules\/@ark-ui\/react\//),
    ]);
    expect(from('src/ui/wraps-ark.tsx')).toEqual([]);
  });

  test('src/app holds composition: no other folders, and nothing but the shell draws', () => {
    expect(from('src/app/statecharts/chart-page.tsx')).toEqual(['app-holds-composition: src/ui/index.ts']);
    expect(from('src/app/draws-a-panel.tsx')).toEqual(['app-draws-only-its-shell: src/ui/index.ts']);
    expect(from('src/app/root.ts')).toEqual([]);
  });

  test('lower layers import nothing above them', () => {
    expect(from('src/ui/reaches-up.tsx')).toEqual(['layer-ui: src/kit/services.ts']);
    expect(from('src/lib/reads-a-screen.ts')).toEqual(['layer-lib: src/features/orders/order-columns.ts']);
    expect(from('machines/orders/orders.machine.ts')).toEqual(['layer-machines: src/kit/screen-actor.ts']);
  });

  test('the server imports only the shared domain', () => {
    expect(from('server/routes/orders.ts')).toEqual(['layer-server: src/backend/demo/index.ts']);
  });

  test('an import loop fails', () => {
    expect(from('src/domain/loop-a.ts')).toEqual(['no-circular: src/domain/loop-b.ts']);
  });

  test('nothing else in the fixtures is reported', () => {
    expect(violations.map((violation) => violation.from).sort()).toEqual([
      'machines/orders/orders.machine.ts',
      'server/routes/orders.ts',
      'src/app/draws-a-panel.tsx',
      'src/app/layout/wraps-ark.tsx',
      'src/app/statecharts/chart-page.tsx',
      'src/domain/loop-a.ts',
      'src/features/orders/crosses-boundaries.tsx',
      'src/features/orders/crosses-boundaries.tsx',
      'src/features/orders/crosses-boundaries.tsx',
      'src/features/orders/crosses-boundaries.tsx',
      'src/features/orders/crosses-boundaries.tsx',
      'src/features/orders/picks-backend.ts',
      'src/lib/reads-a-screen.ts',
      'src/ui/reaches-up.tsx',
    ]);
  });
});

/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { versionInfo } from './scripts/write-version.mjs';
import { LongestFirstSequencer } from './tests/sequencer.ts';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

const ENTRY = fileURLToPath(new URL('./src/app/main.tsx', import.meta.url));
const UI_BARREL = fileURLToPath(new URL('./src/ui/index.ts', import.meta.url));

/** Which file of src/ui each name of the barrel comes from ('Button' → src/ui/button.tsx). */
function barrelFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const source = readFileSync(UI_BARREL, 'utf8');
  const exports = /export\s+(?:\*\s+as\s+(\w+)|\{([^}]*)\})\s+from\s+'([^']+)'/g;
  for (const [, star, list, from = ''] of source.matchAll(exports)) {
    const names = star ?? list ?? '';
    for (const name of names.split(',')) {
      const clean = name.replace(/^\s*type\s+/, '').trim();
      if (clean) files.set(clean, path.join(path.dirname(UI_BARREL), from));
    }
  }
  return files;
}

/** The names a module imports from the barrel (`import { Button, Field } from '../../ui'`). */
const namesFromBarrel = (code: string) =>
  [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"][./]*(?:src\/)?ui(?:\/index(?:\.ts)?)?['"]/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map(
      (name) =>
        name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '',
    )
    .filter(Boolean);

/**
 * Everything the entry (src/app/main.tsx) imports statically is fetched before the first paint
 * anyway, so it goes into the entry's one chunk instead of a dozen small shared chunks: over HTTP/1.1
 * (six connections) each extra file costs the sign-in page a round trip. Through the design system's
 * barrel only the parts actually named count (the rest stays with the lazy screens that use them).
 */
/**
 * Domain rules that only lazily loaded areas need (grading, the customers' pages, payments, mail, the
 * audit's texts, CSV and reads): kept out of the shared domain chunk a first visit fetches (decision 0303).
 */
const LAZY_DOMAIN =
  /[\\/]src[\\/]domain[\\/](portal|portalProgress|graderOrder\w*|gradeCsv|returns|gradingNews|payments|paymentForm|mail|outbox|businessProfile\w*|submissionJourney|auditCsv|auditText|auditQuery)\.ts$/;

function firstPaintChunk() {
  let reachable: Set<string> | null = null;
  const fromBarrel = barrelFiles();
  const resolveUi = (file: string, graph: ModuleGraph) =>
    ['.tsx', '.ts'].map((ext) => `${file}${ext}`).find((id) => graph.getModuleInfo(id));
  return (id: string, graph: ModuleGraph): string | null => {
    if (!reachable) {
      const seen = new Set<string>([ENTRY]);
      const queue = [ENTRY];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        const info = graph.getModuleInfo(next);
        const children = (info?.importedIds ?? []).flatMap((child) =>
          child === UI_BARREL
            ? namesFromBarrel(info?.code ?? '').flatMap((name) => {
                const file = fromBarrel.get(name);
                const resolved = file ? resolveUi(file, graph) : undefined;
                return resolved ? [resolved] : [];
              })
            : [child],
        );
        for (const child of children) {
          if (!seen.has(child)) {
            seen.add(child);
            queue.push(child);
          }
        }
      }
      reachable = seen;
    }
    return reachable.has(id) ? 'index' : null;
  };
}

/**
 * One build, one identity: the bundle embeds its version info (`__APP_BUILD__`) and the same object is
 * written to dist/version.json, so the update check can tell the running build from a newer one.
 */
function versionFile(): Plugin {
  const info = versionInfo();
  return {
    name: 'cgbo:version-file',
    config: () => ({ define: { __APP_BUILD__: JSON.stringify(info) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify(info, null, 2)}\n`,
      });
    },
  };
}

/**
 * Server tests that run on PostgreSQL as well as SQLite (issue 25): every contract test, and the server
 * tests whose calls all go through deps.stores. Left out: those reading the SQLite file itself (`t.db`:
 * hardening, security, seed) and those with nothing engine-specific (static, imageInfo, uploadLimits).
 */
const POSTGRES_TESTS = [
  'tests/contract/*.test.ts',
  'tests/server/accounts.test.ts',
  'tests/server/audit*.test.ts',
  'tests/server/auth.test.ts',
  'tests/server/badInput.test.ts',
  'tests/server/businessProfile.test.ts',
  'tests/server/payments.test.ts',
  'tests/server/invoiceAudit.test.ts',
  'tests/server/cards.test.ts',
  'tests/server/catalogues.test.ts',
  'tests/server/customers.test.ts',
  'tests/server/customerFilters.test.ts',
  'tests/server/dashboard.test.ts',
  'tests/server/dashboardGradingOut.test.ts',
  'tests/server/dbCopy.test.ts',
  'tests/server/employees.test.ts',
  'tests/server/graderOrders.test.ts',
  'tests/server/submissionGraderOrders.test.ts',
  'tests/server/gradingCards.test.ts',
  'tests/server/gradingCardsRace.test.ts',
  'tests/server/returns.test.ts',
  'tests/server/consignorReturns.test.ts',
  'tests/server/gradeImport.test.ts',
  'tests/server/gradingNews.test.ts',
  'tests/server/customerGrading.test.ts',
  'tests/server/engines.test.ts',
  'tests/server/errorReports.test.ts',
  'tests/server/health.test.ts',
  'tests/server/inputIntegrity.test.ts',
  'tests/server/mail.test.ts',
  'tests/server/portableText.test.ts',
  'tests/server/preparedStatements.test.ts',
  'tests/server/portal.test.ts',
  'tests/server/prescreening.test.ts',
  'tests/server/proxyAndSignIn.test.ts',
  'tests/server/searchBodies.property.test.ts',
  'tests/server/searchTotals.test.ts',
  'tests/server/submissions.test.ts',
  'tests/server/uploadCleanup.test.ts',
  'tests/server/workflows.test.ts',
  'tests/server/writePreconditions.test.ts',
];

/** Tests of what renders (screens, the kit, the design system, the app's frame): these run in jsdom. */
const DOM_TESTS = [
  'tests/features/**/*.test.{ts,tsx}',
  'tests/kit/**/*.test.{ts,tsx}',
  'tests/ui/**/*.test.{ts,tsx}',
  'tests/app/**/*.test.{ts,tsx}',
  'src/**/*.test.{ts,tsx}',
];

export default defineConfig({
  plugins: [react(), versionFile()],
  resolve: {
    alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname },
  },
  server: {
    port: 5173,
    // The contract server runs on its own port during development (`npm run server`).
    proxy: {
      '/api': { target: 'http://localhost:4174', changeOrigin: false },
      '/version.json': { target: 'http://localhost:4174', changeOrigin: false },
    },
  },
  preview: { port: 4173, strictPort: true },
  // The compositing worker is a module worker that loads the AVIF encoder on demand (code splitting).
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Earlier builds' chunks stay for tabs opened before a rebuild; scripts/keep-builds.mjs removes
    // those of all but the last three builds (decision 0352).
    emptyOutDir: false,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json maps each source module to its chunk: the first-load e2e test reads it.
    manifest: true,
    rolldownOptions: {
      // A screen importing `Button` from src/ui must pull button.tsx, not every part the barrel names.
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          groups: [
            { name: firstPaintChunk(), priority: 2 },
            // The domain rules the entry does not need (a kilobyte or two each, shared by the demo
            // backend and the screens) travel as one file after sign-in instead of a dozen: per-file
            // overhead cost the dashboard more than their code. The demo's sample data stays with it.
            // Rules only the lazily loaded areas use (grading, the customers' pages, payments, mail)
            // stay out of it, so they travel with those areas (decision 0303).
            {
              name: 'domain',
              test: (id: string) =>
                /[\\/]src[\\/]domain[\\/](?!sample-data[\\/])/.test(id) && !LAZY_DOMAIN.test(id),
              priority: 1,
            },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: (id: string) => (/\/src\/ui\/index\.ts$/.test(id) ? false : undefined),
      },
    },
  },
  test: {
    globals: true,
    // Machines, domain rules, backends and the server never touch a DOM: they run in plain Node, and
    // only the screens (features, kit, ui, app) pay for jsdom (issue 35).
    environment: 'node',
    exclude: ['tests/e2e/**', 'node_modules/**'],
    css: false,
    restoreMocks: true,
    // Whole-app component tests (sign up, sign in, sign out) take seconds on a busy 2-core machine.
    testTimeout: 15_000,
    // `vitest run` would leave a core to the main process (cores − 1: one worker here); the main
    // process only collects results, so every core runs test files.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One window and module graph per worker here too (issue 35: 115 s → 41 s): each file used to
          // import the whole app and build jsdom afresh. tests/setup.ts gives each file a fresh tab
          // (storage, cookies, address); order independence is checked with --sequence.shuffle.files.
          isolate: false,
          setupFiles: ['./tests/setup.ts'],
          include: DOM_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          globalSetup: ['./tests/server/temp-root.setup.ts'],
          // One module graph per worker, not per file: about four times faster. These files keep no
          // state between them (checked with --sequence.shuffle.files).
          isolate: false,
          include: [
            'tests/**/*.test.{ts,tsx}',
            'machines/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
          ],
          // These compare or copy between the engines, or race two connections, so they run in the
          // PostgreSQL project alone.
          exclude: [
            ...DOM_TESTS,
            'tests/server/engines.test.ts',
            'tests/server/dbCopy.test.ts',
            'tests/server/gradingCardsRace.test.ts',
            'tests/server/preparedStatements.test.ts',
          ],
        },
      },
      {
        // The same server tests again on a throwaway PostgreSQL the global setup starts (issue 25).
        extends: true,
        test: {
          name: 'postgres',
          isolate: false,
          include: POSTGRES_TESTS,
          globalSetup: ['./tests/server/temp-root.setup.ts', './tests/server/postgres.setup.ts'],
          setupFiles: ['./tests/server/postgres.file-teardown.ts'],
        },
      },
    ],
  },
});

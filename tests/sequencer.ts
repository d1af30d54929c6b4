import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run longest (10–16 s each on this 2-core machine), measured on fresh clones. vitest starts
 * a project's files largest first when it has no timings of its own (a fresh clone has none), and
 * these are small files that run large suites or wait on real servers: the HTTP behaviour suite, a
 * 20-line file, started last and ran alone for its last 16 s. Started first, they overlap the rest.
 * A stale entry only costs time, never a result.
 */
const LONGEST = [
  'tests/contract/behaviour.test.ts',
  'tests/server/accounts.test.ts',
  'tests/features/catalogues.test.tsx',
  'tests/server/uploadFaults.test.ts',
  'tests/features/prescreen-screens.test.tsx',
  'tests/server/proxyAndSignIn.test.ts',
  'tests/backend/http/transport.test.ts',
];

const rankOf = (spec: TestSpecification) => {
  const index = LONGEST.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? LONGEST.length : index;
};

/** vitest's own order (projects one after another, then its timings or sizes), the longest first. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectOrder = new Map<string, number>();
    for (const spec of sorted)
      if (!projectOrder.has(spec.project.name)) projectOrder.set(spec.project.name, projectOrder.size);
    // A stable sort: within a project and a rank, vitest's own order stays.
    return [...sorted].sort(
      (a, b) =>
        (projectOrder.get(a.project.name) ?? 0) - (projectOrder.get(b.project.name) ?? 0) ||
        rankOf(a) - rankOf(b),
    );
  }
}

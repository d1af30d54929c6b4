import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder this run's temporary data folders go in (tests/server/harness.ts `tempFolder`). */
    tempRoot: string | undefined;
  }
}

/**
 * One folder per run for the server tests' temporary data folders, removed when the run ends: vitest
 * stops its workers without their exit hooks, and each run used to leave a dozen folders in /tmp.
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), `cgbo-${project.name}-run-`));
  project.provide('tempRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}

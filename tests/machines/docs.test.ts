import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllMachines, repoRoot } from '../../scripts/lib/machine-graph/discover';
import { generateDocs } from '../../scripts/lib/machine-graph/docs';
import { machineToMermaid } from '../../scripts/lib/machine-graph/mermaid';
import { updateCheckMachine } from '../../machines/updateCheck';
import { forgotPasswordMachine } from '../../machines/forgotPassword';
import { sessionMachine } from '../../machines/session';

describe('machine docs', () => {
  it('are up to date with the machines (run npm run machines:docs)', async () => {
    const files = generateDocs(await loadAllMachines());
    const stale: string[] = [];
    for (const [file, text] of files) {
      const absolute = path.join(repoRoot, file);
      if (!existsSync(absolute) || readFileSync(absolute, 'utf8') !== text) stale.push(file);
    }
    const dir = path.join(repoRoot, 'docs/machines');
    const extra = [dir, path.join(dir, 'charts')]
      .filter((folder) => existsSync(folder))
      .flatMap((folder) =>
        readdirSync(folder).map((file) => path.relative(repoRoot, path.join(folder, file))),
      )
      .filter((file) => /\.(md|json)$/.test(file) && !files.has(file));
    expect([...stale, ...extra], 'docs/machines is out of date: run npm run machines:docs').toEqual([]);
    // it walks every machine: 10 s alone, more on a busy machine
  }, 60_000);

  it('draws delayed and invoke done/error transitions, nesting and final states', () => {
    const forgot = machineToMermaid(forgotPasswordMachine);
    expect(forgot).toContain('sending --> submitted : requestPasswordReset done');
    expect(forgot).toContain('sending --> failed : requestPasswordReset error');
    expect(forgot).toContain('submitted --> [*]');
    expect(machineToMermaid(updateCheckMachine)).toContain(
      'idle --> checking : after checkInterval (300000 ms)',
    );
    const session = machineToMermaid(sessionMachine);
    expect(session).toMatch(/^stateDiagram-v2\n/);
    expect(session).toContain('state restoring {');
    expect(session).toContain('restoring_refreshing --> restoring_fetchingUser : refreshSession done');
    expect(session).toContain('signingOut --> anonymous : logout error');
    expect(session).toContain('anonymous --> authenticating : session.login [hasCredentials]');
    expect(session).toContain('authenticated --> restoring : session.recover (any state)');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listMachines, loadMachine, repoRoot } from '../../scripts/lib/machine-graph/discover';

/**
 * Every machines/<folder>/<name>.machine.ts needs a model test tests/machines/<name>.model.test.ts
 * that registers it with describeModel (and a samples file for it to walk).
 */
describe('machine registry', () => {
  const machines = listMachines();

  it('finds the machines', () => {
    expect(machines.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['dataMode', 'forgotPassword', 'notifications', 'session', 'signUp']),
    );
  });

  it.each(machines.map((entry) => [entry.name, entry] as const))(
    '%s has samples and a model test',
    async (name, entry) => {
      const testFile = path.join(repoRoot, 'tests/machines', `${name}.model.test.ts`);
      expect(
        existsSync(testFile),
        `missing tests/machines/${name}.model.test.ts (see machines/README.md)`,
      ).toBe(true);
      const source = readFileSync(testFile, 'utf8');
      expect(source, `${name}.model.test.ts must call describeModel`).toMatch(/describeModel\(/);
      expect(source, `${name}.model.test.ts must register name '${name}'`).toMatch(
        new RegExp(`name: '${name}'`),
      );
      expect(entry.samplesFile, `missing ${name}.samples.ts beside the machine`).not.toBeNull();
      const loaded = await loadMachine(entry);
      expect(loaded.samples, `${entry.samplesFile} must export its samples (defineSamples)`).not.toBeNull();
      expect(loaded.machine.id).toBe(name);
    },
  );
});

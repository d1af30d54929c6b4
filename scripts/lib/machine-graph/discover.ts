import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { isMachineSamples, type MachineSamples } from '../../../machines/samples';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface MachineEntry {
  /** The machine file's base name: `session` for machines/session/session.machine.ts. */
  name: string;
  /** Repository-relative paths. */
  machineFile: string;
  samplesFile: string | null;
}

export interface LoadedMachine extends MachineEntry {
  machine: AnyStateMachine;
  samples: MachineSamples<AnyStateMachine> | null;
}

/** Every machines/<folder>/<name>.machine.ts, sorted by name. */
export function listMachines(root = repoRoot): MachineEntry[] {
  const machinesDir = path.join(root, 'machines');
  const entries: MachineEntry[] = [];
  for (const folder of readdirSync(machinesDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(path.join(machinesDir, folder.name))) {
      if (!file.endsWith('.machine.ts')) continue;
      const name = file.slice(0, -'.machine.ts'.length);
      const samples = path.join('machines', folder.name, `${name}.samples.ts`);
      entries.push({
        name,
        machineFile: path.join('machines', folder.name, file),
        samplesFile: existsSync(path.join(root, samples)) ? samples : null,
      });
    }
  }
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export const isStateMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'config' in value &&
  typeof (value as { getInitialSnapshot?: unknown }).getInitialSnapshot === 'function' &&
  typeof (value as { provide?: unknown }).provide === 'function';

/** Imports a machine file and its samples; the machine file must export exactly one machine. */
export async function loadMachine(entry: MachineEntry, root = repoRoot): Promise<LoadedMachine> {
  const module = (await import(pathToFileURL(path.join(root, entry.machineFile)).href)) as Record<
    string,
    unknown
  >;
  const machines = Object.values(module).filter(isStateMachine);
  if (machines.length !== 1) {
    throw new Error(`${entry.machineFile} must export exactly one machine (found ${machines.length})`);
  }
  let samples: MachineSamples<AnyStateMachine> | null = null;
  if (entry.samplesFile) {
    const samplesModule = (await import(pathToFileURL(path.join(root, entry.samplesFile)).href)) as Record<
      string,
      unknown
    >;
    samples = Object.values(samplesModule).find(isMachineSamples) ?? null;
  }
  return { ...entry, machine: machines[0]!, samples };
}

export async function loadAllMachines(root = repoRoot): Promise<LoadedMachine[]> {
  return Promise.all(listMachines(root).map((entry) => loadMachine(entry, root)));
}

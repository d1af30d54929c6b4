import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every module the app loads with `import('./…')` (its lazy screens, the demo's lazy areas, the
 * layout's parts), found in the source so a new lazy import is covered without a list to keep.
 * Packages loaded lazily (mermaid, the AVIF codec, Stately's inspector) are left to the tests that
 * wait for them.
 */
export function lazyModulesOf(sourceRoot: string): string[] {
  return (read[sourceRoot] ??= findLazyModules(sourceRoot));
}

/** Per worker: tests/setup.ts runs again for every file, this module once. */
const read: Record<string, string[]> = {};

function findLazyModules(sourceRoot: string): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(sourceRoot)) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g))
      if (specifier) found.add(path.resolve(path.dirname(file), specifier));
  }
  return [...found].sort();
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

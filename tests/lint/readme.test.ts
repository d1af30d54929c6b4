import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { README, renderReadme, repoRoot, screenModules } from '../../scripts/readme/sections';
import { SCREENS } from '../../src/app/screens';

const readme = readFileSync(README, 'utf8');

/** The folders the README's folder map lists under each top-level folder (`src/` → ['app', …]). */
function folderMap(): Map<string, string[]> {
  const section = readme.slice(readme.indexOf('## Folder map'));
  const block = section.slice(
    section.indexOf('```\n') + 4,
    section.indexOf('\n```', section.indexOf('```\n') + 4),
  );
  const map = new Map<string, string[]>();
  let parent = '';
  for (const line of block.split('\n')) {
    const top = /^([\w-]+)\//.exec(line);
    const child = /^ {2}([\w-]+)\//.exec(line);
    if (top) map.set((parent = top[1]!), []);
    else if (child) map.get(parent)?.push(child[1]!);
  }
  return map;
}

/** The text of one entry of the folder map ('features/' and its continuation lines). */
function entryText(name: string): string {
  const section = readme.slice(readme.indexOf('## Folder map'));
  const lines = section.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^ *${name}/ `).test(line));
  const entry = [lines[start]!.replace(new RegExp(`^ *${name}/`), '')];
  for (const line of lines.slice(start + 1)) {
    if (!/^ {10,}\S/.test(line)) break;
    entry.push(line);
  }
  return entry.join(' ').replace(/\s+/g, ' ');
}

const folders = (dir: string) =>
  readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('README.md', () => {
  test('is a map, not a changelog: at most 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  });

  test('its route table is up to date (run npm run docs:readme)', async () => {
    expect(readme, 'README.md route table is stale: run npm run docs:readme').toBe(
      await renderReadme(readme),
    );
  });

  test('its route table reads the screens registry the app really uses', () => {
    expect([...screenModules().keys()].sort()).toEqual(Object.keys(SCREENS).sort());
  });

  test('every screen file it names exists', () => {
    const missing = [...screenModules().values()].filter((file) => !existsSync(path.join(repoRoot, file)));
    expect(missing).toEqual([]);
  });

  test.each(['src', 'machines', 'server'])('its folder map lists exactly the folders in %s/', (dir) => {
    expect(folderMap().get(dir)?.slice().sort()).toEqual(folders(dir));
  });

  test('its features entry names exactly the feature areas in src/features/', () => {
    const areas = /one folder per area: ([^;]+);/.exec(entryText('features'))?.[1] ?? '';
    expect(
      areas
        .split(',')
        .map((area) => area.trim())
        .sort(),
    ).toEqual(folders('src/features'));
  });

  test.each(['tests', 'docs'])('its %s/ entry names exactly the folders in it', (dir) => {
    const named = [...entryText(dir).matchAll(/([\w-]+)\//g)].map((match) => match[1]!);
    expect(named.slice().sort()).toEqual(folders(dir));
  });

  test('its route table says how many routes forward and show a placeholder, as the registry has it', () => {
    expect(readme).toMatch(
      /\d+ of \d+ routes have a screen; (\d+ forwards?, )?(none shows a placeholder|\d+ shows? a titled placeholder)\./,
    );
  });
});

// `npm run machines:docs`: writes docs/machines/<machine>.md (diagram, events, paths) for every machine,
// and docs/machines/charts/<machine>.json (summary and diagram) for the Statecharts page.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateDocs } from './lib/machine-graph/docs';
import { loadAllMachines, repoRoot } from './lib/machine-graph/discover';

const files = generateDocs(await loadAllMachines());
const dir = path.join(repoRoot, 'docs/machines');
mkdirSync(path.join(dir, 'charts'), { recursive: true });
for (const file of [
  ...readdirSync(dir),
  ...readdirSync(path.join(dir, 'charts')).map((name) => `charts/${name}`),
]) {
  if (/\.(md|json)$/.test(file) && !files.has(`docs/machines/${file}`)) {
    rmSync(path.join(dir, file));
    process.stderr.write(`removed docs/machines/${file}\n`);
  }
}
for (const [file, text] of files) writeFileSync(path.join(repoRoot, file), text);
process.stderr.write(`wrote ${files.size} files to docs/machines\n`);

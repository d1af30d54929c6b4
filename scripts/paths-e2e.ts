// `npm run paths:e2e`: writes tests/e2e/paths/<machine>.paths.spec.ts for every machine with a
// screen map (tests/e2e/paths/<machine>.ui.ts), the same spec `npm run -s paths -- <machine>
// --format playwright` prints.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/machine-graph/discover';
import { generateUiSpecs } from './lib/machine-graph/playwright';

for (const [file, text] of await generateUiSpecs(repoRoot)) {
  writeFileSync(path.join(repoRoot, file), text);
  process.stdout.write(`wrote ${file}\n`);
}

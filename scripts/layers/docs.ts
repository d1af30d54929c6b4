// `npm run docs:layers`: writes docs/architecture/layers.md from the layer table and the import rules.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LAYERS_DOC, renderLayersDoc, repoRoot } from './picture';

const file = path.join(repoRoot, LAYERS_DOC);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, await renderLayersDoc());
process.stderr.write(`wrote ${LAYERS_DOC}\n`);

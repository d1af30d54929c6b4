// `npm run docs:readme`: rewrites the README's generated route table (run it after adding a screen) and
// the decisions' index, docs/decisions/README.md (run it after adding a decision).
import { writeFileSync } from 'node:fs';
import { DECISIONS_INDEX, renderDecisionIndex } from './decisions';
import { README, renderReadme } from './sections';

writeFileSync(README, await renderReadme());
writeFileSync(DECISIONS_INDEX, await renderDecisionIndex());
process.stderr.write('wrote the route table in README.md and the index in docs/decisions/README.md\n');

// `npm run docs:readme`: rewrites the README's generated route table (run it after adding a screen).
import { writeFileSync } from 'node:fs';
import { README, renderReadme } from './sections';

writeFileSync(README, await renderReadme());
process.stderr.write('wrote the route table in README.md\n');

// `npm start`: install when needed, build, then serve the product on http://localhost:4173 (PORT overrides).
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';
import { serve } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDependencies();
execSync('npm run build', { cwd: root, stdio: 'inherit' });

const port = process.env.PORT ?? '4173';
serve(port);
console.log(`\n  Card grading back office: http://localhost:${port}\n`);

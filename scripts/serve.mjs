// Serves the already built app (dist/) on PORT (default 4173). Once the contract server exists it
// serves the app and the API together on one origin; until then Vite's preview server does.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function serve(port = process.env.PORT ?? '4173') {
  const serverEntry = path.join(root, 'server', 'main.ts');
  const child = existsSync(serverEntry)
    ? spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, PORT: port, SERVE_APP: '1' },
      })
    : spawn(
        process.execPath,
        [
          path.join(root, 'node_modules/vite/bin/vite.js'),
          'preview',
          '--port',
          port,
          '--strictPort',
          '--host',
          '127.0.0.1',
        ],
        { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
      );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
  return child;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve();

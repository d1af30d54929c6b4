// `npm run -s paths -- <machine> [--format md|json] [--simple]`: a machine's test paths for QA.
import { runPathsCli } from './lib/machine-graph/cli';

const code = await runPathsCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exitCode = code;

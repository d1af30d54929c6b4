import { ESLint } from 'eslint';
import path from 'node:path';

// Lints the fixtures (ignored by `npm run lint`) with the project's own eslint.config.js and checks the
// boundary rules report exactly the imports that cross a boundary, and nothing on the ones that do not.
const repo = path.resolve(import.meta.dirname, '../..');
const fixture = (file: string) => path.join(repo, 'tests/lint/fixtures/src', file);

async function boundaryProblems(file: string) {
  const eslint = new ESLint({ cwd: repo, ignore: false });
  const [result] = await eslint.lintFiles([fixture(file)]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('boundaries/'))
    .map((message) => ({ rule: message.ruleId, line: message.line, text: message.message }));
}

describe('import boundaries', () => {
  test('a feature importing another feature, app internals or Ark fails, one error per import', async () => {
    const problems = await boundaryProblems('features/orders/crosses-boundaries.tsx');
    expect(problems.map(({ rule, line }) => ({ rule, line }))).toEqual([
      { rule: 'boundaries/ark-only-in-ui', line: 2 },
      { rule: 'boundaries/feature-isolation', line: 3 },
      { rule: 'boundaries/feature-isolation', line: 4 },
      { rule: 'boundaries/feature-isolation', line: 5 },
      { rule: 'boundaries/feature-isolation', line: 7 },
    ]);
    expect(problems[1]?.text).toContain("imports 'src/app/root' from src/app");
    expect(problems[2]?.text).toContain("Feature 'orders' imports feature 'customers'");
  });

  test('a feature using its own files, src/ui, the domain, services and screen-actor passes', async () => {
    expect(await boundaryProblems('features/orders/stays-inside.tsx')).toEqual([]);
  });

  test('Ark is refused in the shell and allowed in src/ui', async () => {
    expect(await boundaryProblems('app/layout/wraps-ark.tsx')).toEqual([
      expect.objectContaining({ rule: 'boundaries/ark-only-in-ui', line: 2 }),
    ]);
    expect(await boundaryProblems('ui/wraps-ark.tsx')).toEqual([]);
  });
});

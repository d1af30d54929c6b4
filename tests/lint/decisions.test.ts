import { readdirSync, readFileSync } from 'node:fs';
import {
  DECISION_FILE,
  DECISIONS_DIR,
  DECISIONS_INDEX,
  NUMBERING_RULE,
  readDecisions,
  renderDecisionIndex,
} from '../../scripts/readme/decisions';

// docs/decisions: one file per decision, numbered by one rule, listed in a generated index.
const files = readdirSync(DECISIONS_DIR).filter((file) => file !== 'README.md');
const index = readFileSync(DECISIONS_INDEX, 'utf8');

describe('docs/decisions', () => {
  test('every file is a numbered decision named NNNN-short-title.md, with a title', () => {
    expect(files.filter((file) => !DECISION_FILE.test(file))).toEqual([]);
    expect(readDecisions().filter((decision) => decision.title === decision.file)).toEqual([]);
  });

  test('no two decisions share a number', () => {
    const numbers = files.map((file) => file.slice(0, 4));
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
  });

  test('the index states the numbering rule and is up to date (run npm run docs:readme)', async () => {
    expect(index).toContain(NUMBERING_RULE);
    expect(index, 'docs/decisions/README.md is stale: run npm run docs:readme').toBe(
      await renderDecisionIndex(),
    );
  });

  test('the index lists every decision, linked to its file', () => {
    for (const decision of readDecisions()) expect(index).toContain(`](${decision.file})`);
  });

  test('a decision keeps its measurements elsewhere: no "Measured" section holds a table of figures', () => {
    const withFigures = files.filter((file) => {
      const text = readFileSync(`${DECISIONS_DIR}/${file}`, 'utf8');
      const measured = text.split(/^## /m).filter((section) => section.startsWith('Measured'));
      return measured.some((section) => /^\|/m.test(section));
    });
    expect(withFigures).toEqual([]);
  });
});

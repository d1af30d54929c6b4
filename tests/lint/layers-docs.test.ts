import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LAYERS_DOC, renderLayersDoc, repoRoot } from '../../scripts/layers/picture';

describe('the layer picture', () => {
  test('docs/architecture/layers.md is drawn from the current rules (run npm run docs:layers)', async () => {
    const written = readFileSync(path.join(repoRoot, LAYERS_DOC), 'utf8');
    expect(written, `${LAYERS_DOC} is out of date: run npm run docs:layers`).toBe(await renderLayersDoc());
  });

  test('the picture has every layer and every arrow of the table', async () => {
    const picture = await renderLayersDoc();
    expect(picture).toContain('features --> kit');
    expect(picture).toContain('server --> domain');
    expect(picture).not.toContain('server --> src');
  });
});

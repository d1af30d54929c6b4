import { readDrafts, writeDrafts } from '../../src/features/prescreen/review-drafts';

// Runs in node, where there is no IndexedDB, as in a browser that turned it off: idb-keyval throws
// before it returns a promise there, and the review must go on with its drafts in memory.
describe('the prescreen drafts without IndexedDB', () => {
  it('writes nothing and throws nothing, and reads none', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    const draft = { recommendationId: 1, estimatedGrade: 9, notes: 'Soft corner', markup: [] };
    expect(() => writeDrafts('submission:3', { '17': draft })).not.toThrow();
    expect(() => writeDrafts('submission:3', {})).not.toThrow();
    await expect(readDrafts('submission:3')).resolves.toEqual({});
  });
});

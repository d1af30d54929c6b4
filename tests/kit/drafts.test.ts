import { memoryStorage } from '../../src/app/storage';
import { createDraftStore, draftKey, DRAFT_MAX_AGE_MS } from '../../src/kit/drafts';

const key = draftKey({ mode: 'mock', kind: 'customer', recordId: null, userId: '1' });

describe('the draft store (unsaved form drafts kept between visits)', () => {
  it('keeps a draft per form kind, record, user and data mode', () => {
    const keys = new Set([
      key,
      draftKey({ mode: 'mock', kind: 'customer', recordId: '12', userId: '1' }),
      draftKey({ mode: 'mock', kind: 'submission', recordId: null, userId: '1' }),
      draftKey({ mode: 'mock', kind: 'customer', recordId: null, userId: '2' }),
      draftKey({ mode: 'api', kind: 'customer', recordId: null, userId: '1' }),
    ]);
    expect(keys.size).toBe(5);
    expect(key).toBe('cgbo.draft:mock:customer:new:1');
  });

  it('gives back what was written, in a later visit (a new store over the same storage)', () => {
    const storage = memoryStorage();
    createDraftStore(storage).write(key, { firstName: 'Ada', email: '' });
    expect(createDraftStore(storage).read(key)).toEqual({ firstName: 'Ada', email: '' });
  });

  it('forgets a draft written as null (saved or discarded)', () => {
    const storage = memoryStorage();
    const drafts = createDraftStore(storage);
    drafts.write(key, { firstName: 'Ada' });
    drafts.write(key, null);
    expect(drafts.read(key)).toBeNull();
    expect(storage.read(key)).toBeNull();
  });

  it('does not offer another user’s draft', () => {
    const drafts = createDraftStore(memoryStorage());
    drafts.write(key, { firstName: 'Ada' });
    expect(drafts.read(draftKey({ mode: 'mock', kind: 'customer', recordId: null, userId: '2' }))).toBeNull();
  });

  it('drops an unreadable or malformed entry instead of failing the form', () => {
    const storage = memoryStorage({ [key]: '{not json', other: JSON.stringify({ draft: 'x' }) });
    const drafts = createDraftStore(storage);
    expect(drafts.read(key)).toBeNull();
    expect(drafts.read('other')).toBeNull();
    expect(storage.read(key)).toBeNull();
    expect(storage.read('other')).toBeNull();
  });

  it('forgets a draft nobody came back to for 30 days', () => {
    let now = 1_000_000;
    const drafts = createDraftStore(memoryStorage(), () => now);
    drafts.write(key, { firstName: 'Ada' });
    now += DRAFT_MAX_AGE_MS;
    expect(drafts.read(key)).toEqual({ firstName: 'Ada' });
    now += 1;
    expect(drafts.read(key)).toBeNull();
  });
});

import { createUploadBatchKeys } from '../../src/domain/uploadBatchKey';

const photo = (bytes: string) => new Blob([bytes], { type: 'image/jpeg' });

describe('the Idempotency-Key of an upload batch', () => {
  it('is the same when the same batch is sent again, so a lost answer does not make the cards twice', async () => {
    const keyOf = createUploadBatchKeys();
    const cards = [
      { front: photo('a-front'), back: photo('a-back') },
      { front: photo('b-front'), back: photo('b-back') },
    ];
    expect(await keyOf('12', [...cards])).toBe(await keyOf('12', cards));
  });

  it('differs for photos picked again (even the same bytes), another submission or another card order', async () => {
    const keyOf = createUploadBatchKeys();
    const first = { front: photo('a-front'), back: photo('a-back') };
    const second = { front: photo('b-front'), back: photo('b-back') };
    const key = await keyOf('12', [first, second]);
    const others = await Promise.all([
      keyOf('12', [{ front: photo('a-front'), back: photo('a-back') }, second]),
      keyOf('13', [first, second]),
      keyOf('12', [second, first]),
    ]);
    expect(new Set([key, ...others]).size).toBe(4);
  });

  it('is a key the server accepts: printable ASCII, 8 to 200 characters', async () => {
    const keyOf = createUploadBatchKeys();
    expect(await keyOf('12', [{ front: photo('a'), back: photo('b') }])).toMatch(/^[\x21-\x7e]{8,200}$/);
  });
});

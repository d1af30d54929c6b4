/** The two photos of a card as the person picked them. */
export interface PickedSides {
  front: Blob;
  back: Blob;
}

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Idempotency-Keys for upload batches (decision 0233). Every photo the person picked gets a random
 * tag the first time it is sent; a batch's key is a digest of the submission and its photos' tags. The
 * same batch sent again (its answer was lost, the cards are still in the list) carries the same key, so
 * the server answers it once; photos picked again, even the same files, make a new key.
 */
export function createUploadBatchKeys(randomTag: () => string = () => crypto.randomUUID()) {
  const tags = new WeakMap<Blob, string>();
  const tagOf = (photo: Blob) => {
    const known = tags.get(photo);
    if (known !== undefined) return known;
    const tag = randomTag();
    tags.set(photo, tag);
    return tag;
  };
  return async (submissionId: string, cards: readonly PickedSides[]): Promise<string> => {
    const text = [submissionId, ...cards.flatMap((card) => [tagOf(card.front), tagOf(card.back)])].join('\n');
    return `upload-${hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))}`;
  };
}

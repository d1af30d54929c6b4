import { AppError } from '../../src/domain/errors';
import type { Card } from '../../src/domain/card';
import { EMPTY_GRADING_DESCRIPTION } from '../../src/domain/cardDescription';
import { defineSamples } from '../samples';
import { cardUploadMachine } from './cardUpload.machine';
import type { ReadImage } from './cardUpload.types';

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const image = (name: string, width: number, height: number): ReadImage => ({
  name,
  type: 'image/png',
  blob: new Blob(['png'], { type: 'image/png' }),
  width,
  height,
  thumbnail: null,
});

/** Dropped out of order, with a note that is not an image. */
export const SAMPLE_DROP = [png('card2_back.png'), png('scan3.png'), png('card2_front.png')];
export const SAMPLE_NOTE = new File(['hello'], 'notes.txt', { type: 'text/plain' });
/** What the reader makes of the drop: two portrait sides and one landscape photo. */
export const SAMPLE_READ: ReadImage[] = [
  image('card2_back.png', 300, 400),
  image('scan3.png', 400, 300),
  image('card2_front.png', 300, 400),
];
export const SAMPLE_COMPOSITE = new Blob(['avif'], { type: 'image/avif' });

export const SAMPLE_SERVER_CARD: Card = {
  id: '101',
  submissionId: '1',
  name: 'card1_front',
  description: '',
  gradingDescription: EMPTY_GRADING_DESCRIPTION,
  uploadedAt: '2026-01-12T09:00:00.000Z',
  updatedAt: '2026-01-12T09:00:00.000Z',
  uploadedBy: 'Ada Lovelace',
  assets: [],
  prescreenRecommendationTypeId: null,
  estimatedGrade: null,
  notes: '',
  aiTitle: null,
  aiDescription: null,
  aiGrade: null,
  aiSerialNumber: null,
  confidenceScore: null,
  imageUrl: '/cards/101.avif',
  imageStatus: 'Uploaded',
  previewUrl: null,
  prescreenNotes: null,
  prescreenMarkup: [],
  rawNotes: null,
};

const draftCard = {
  id: '7',
  front: { ...image('old_front.png', 300, 400), rotation: 0 },
  back: { ...image('old_back.png', 300, 400), rotation: 180 },
  composite: null,
};

/** Files can be added only while the local list is being edited, not while it is read or sent. */
const BUSY_LOCAL_STATES = ['local.restoring', 'local.reading', 'local.composing', 'local.uploading'];
const readsImages = { accepts: { 'local.editing': 'local.reading' }, refuses: BUSY_LOCAL_STATES };
const refusesFiles = { accepts: { 'local.editing': '*' }, refuses: BUSY_LOCAL_STATES };

export const cardUploadSamples = defineSamples(cardUploadMachine, {
  scenarios: [{ name: 'staff open a submission’s Cards section', input: { submissionId: '1' } }],
  events: [
    { type: 'xstate.done.actor.loadDraft', label: 'no stored draft', output: null },
    {
      type: 'xstate.done.actor.loadDraft',
      label: 'a stored draft of one card',
      output: { cards: [draftCard] },
    },
    {
      type: 'xstate.error.actor.loadDraft',
      label: 'IndexedDB is unavailable',
      error: new Error('IndexedDB is unavailable'),
    },
    {
      type: 'xstate.done.actor.loadCards',
      label: 'one uploaded card',
      output: { cards: [SAMPLE_SERVER_CARD], total: 1 },
    },
    {
      type: 'xstate.error.actor.loadCards',
      label: 'the network fails',
      error: new AppError('NETWORK_ERROR', 'Failed to load cards'),
    },
    // images in a drop are read (the text file beside them is refused with the notice)
    {
      type: 'cards.add',
      label: 'two photos and a text file',
      files: [...SAMPLE_DROP, SAMPLE_NOTE],
      verdict: readsImages,
    },
    // a drop with no image reads nothing: 'Upload images only.'
    { type: 'cards.add', label: 'only a text file', files: [SAMPLE_NOTE], verdict: refusesFiles },
    { type: 'xstate.done.actor.readImages', label: 'two photos read', output: SAMPLE_READ },
    {
      type: 'xstate.error.actor.readImages',
      label: 'an image that cannot be decoded',
      error: new Error('The source image could not be decoded.'),
    },
    {
      type: 'card.replace',
      label: "a new photo for card 2's back",
      cardId: '2',
      side: 'back',
      file: png('scan4_back.png'),
      verdict: readsImages,
    },
    // a replacement that is not an image is refused
    {
      type: 'card.replace',
      label: "a text file for card 2's back",
      cardId: '2',
      side: 'back',
      file: SAMPLE_NOTE,
      verdict: refusesFiles,
    },
    { type: 'card.rotate', label: "card 1's front", cardId: '1', side: 'front' },
    { type: 'card.swap', label: 'card 1', cardId: '1' },
    { type: 'card.remove', label: 'card 2', cardId: '2' },
    { type: 'notice.dismiss', label: 'the notice' },
    { type: 'card.composed', label: 'card 1 composed', cardId: '1', composite: SAMPLE_COMPOSITE },
    {
      type: 'xstate.error.actor.composeCards',
      label: 'an image that fails to load',
      error: new AppError('IMAGE_PROCESSING_FAILED', 'Failed to load image.'),
    },
    { type: 'upload.progress', label: 'card 1 half uploaded', fractions: { '1': 0.5 } },
    { type: 'xstate.done.actor.uploadCards', label: 'one card uploaded', output: { cardIds: ['102'] } },
    {
      type: 'xstate.error.actor.uploadCards',
      label: 'storage is full',
      error: new AppError('UPLOAD_FAILED', 'Storage is full', { status: 500, messages: ['Storage is full'] }),
    },
    {
      type: 'xstate.error.actor.uploadCards',
      label: 'the network drops',
      error: new TypeError('Failed to fetch'),
    },
    { type: 'cards.cancel', label: 'cancel the upload' },
    { type: 'cards.reload', label: 'reload the cards' },
  ],
  eventsFor: (snapshot) => [
    // Upload needs one card with both sides; otherwise 'Select both images for at least one card…'.
    {
      type: 'cards.submit',
      label: 'Upload',
      verdict: {
        accepts: {
          'local.editing': snapshot.context.cards.some((card) => card.front !== null && card.back !== null)
            ? 'local.composing'
            : '*',
        },
        refuses: BUSY_LOCAL_STATES,
      },
    },
    // This device reports a stored draft: the latest change, or (when two saves are under way) the
    // earlier one, which must not make the newer list read as kept.
    ...(snapshot.context.keptVersion < snapshot.context.draftVersion
      ? [{ type: 'draft.kept' as const, label: 'the latest change', version: snapshot.context.draftVersion }]
      : []),
    ...(snapshot.context.keptVersion < snapshot.context.draftVersion - 1
      ? [
          {
            type: 'draft.kept' as const,
            label: 'an earlier change',
            version: snapshot.context.draftVersion - 1,
          },
        ]
      : []),
    // The compositor answers for the cards it was given.
    ...(snapshot.matches({ local: 'composing' })
      ? [
          {
            type: 'xstate.done.actor.composeCards' as const,
            label: 'every card composed',
            output: {
              composites: snapshot.context.batch.map((cardId) => ({ cardId, composite: SAMPLE_COMPOSITE })),
            },
          },
        ]
      : []),
  ],
  // Keep the graph small: the server list settles before the local list moves, fails only on the first
  // load, and one drop of files is enough to reach every state.
  filter: (snapshot, event) => {
    const serverLoading = snapshot.matches({ server: 'loading' });
    if (event.type === 'xstate.error.actor.loadCards') return snapshot.matches({ local: 'restoring' });
    if (event.type === 'cards.reload') {
      return snapshot.matches({ server: 'failed' }) || snapshot.matches({ local: 'restoring' });
    }
    if (event.type === 'xstate.done.actor.loadCards') return true;
    if (serverLoading) return false;
    if (event.type === 'cards.add') return snapshot.context.cards.length === 0;
    if (event.type === 'card.replace') return snapshot.context.cards.length > 1;
    return true;
  },
  signature: (snapshot) => ({
    value: snapshot.value,
    cards: snapshot.context.cards.map((card) => [card.id, !!card.front, !!card.back, !!card.composite]),
    notice: snapshot.context.notice !== null,
    uploadError: snapshot.context.uploadError !== null,
    batch: snapshot.context.batch.length,
    server: [snapshot.context.serverCards.length, snapshot.context.serverError !== null],
    kept: Math.min(2, snapshot.context.draftVersion - snapshot.context.keptVersion),
  }),
  stage: {
    'xstate.error.actor.loadCards': { fault: 'cards.list' },
    'xstate.error.actor.uploadCards': { fault: 'cards.uploadBatch' },
    'xstate.error.actor.readImages': {
      how: 'pick a file named like a photo that is not one (a text file saved as card.png)',
    },
    'xstate.error.actor.composeCards': {
      how: 'not from the browser (the image worker fails); the model tests cover it',
    },
    'xstate.error.actor.loadDraft': {
      how: "not from the browser (this device's kept draft is unreadable); the model tests cover it",
    },
  },
  describe: {
    'xstate.done.actor.loadDraft': 'the saved draft is read',
    'xstate.error.actor.loadDraft': 'the saved draft cannot be read',
    'xstate.done.actor.loadCards': 'the uploaded cards load',
    'xstate.error.actor.loadCards': 'loading the uploaded cards fails',
    'cards.add': 'staff drop or pick files',
    'xstate.done.actor.readImages': 'the images are read',
    'xstate.error.actor.readImages': 'an image cannot be read',
    'card.replace': 'staff replace one side of a card',
    'card.rotate': 'staff rotate one side of a card',
    'card.swap': 'staff swap front and back',
    'card.remove': 'staff remove a card',
    'notice.dismiss': 'staff dismiss the message',
    'cards.submit': 'staff press Upload',
    'card.composed': 'one composite is ready',
    'xstate.done.actor.composeCards': 'every composite is ready',
    'xstate.error.actor.composeCards': 'composing fails',
    'upload.progress': 'the upload moves on',
    'xstate.done.actor.uploadCards': 'the server confirms the upload',
    'xstate.error.actor.uploadCards': 'the upload fails',
    'cards.cancel': 'staff cancel',
    'cards.reload': 'the list is reloaded',
    'draft.kept': 'this device has stored the list',
  },
});

import type { SnapshotFrom } from 'xstate';
import { cardUploadMachine, cardUploadSamples } from '../../../machines/cardUpload';
import type { SampleEvent } from '../../../machines/samples';
import { defineUiMap, type UiFile } from '../../../scripts/lib/machine-graph/ui-map';

// The Cards section of submission 1, as an employee with demo data, in a fresh browser (no saved
// draft). Files are picked in the hidden file inputs by their labels; images are one small real PNG
// under each sample's name, so the browser reads, pairs, composes and uploads them for real. The server
// list and the upload fail by the demo's fault switches; an unreadable image is a text file picked
// under a photo's name. A failed compose, an unreadable draft and cancelling race the app or need a
// broken device: the model tests cover those.
type Machine = typeof cardUploadMachine;
type Sample = SampleEvent<Machine>;

/** A solid 30×40 PNG: portrait, as a card photo is. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAB4AAAAoCAIAAABmcd1FAAAALElEQVR42u3MQQkAAAgEsItjCPtjLFP4EAZ7L9N1JGq1Wq1Wq9VqtVqt/l8v1UZ+jDKnAbIAAAAASUVORK5CYII=';

/** Text under a photo's name and type: the browser cannot decode it. */
const BROKEN_PHOTO = new File(['hello'], 'broken_front.png', { type: 'image/png' });

/** What a person picks for a sample's file: the PNG for an image, a few words of text otherwise. */
const uiFile = (file: File): UiFile =>
  file.type.startsWith('image/') && file !== BROKEN_PHOTO
    ? { name: file.name, mimeType: file.type, base64: PNG_BASE64 }
    : { name: file.name, mimeType: file.type, base64: Buffer.from('hello').toString('base64') };

/** Only what reads the photos a person picked: a broken pick fails, a good one is read. */
const readsBrokenPick = (snapshot: SnapshotFrom<Machine>) =>
  snapshot.context.pending?.kind === 'add' && snapshot.context.notice === null;

/** The screen numbers cards by position ('card 2'); the model by id: they agree while ids run 1, 2, … */
const cardLabel = (cardId: string) => `card ${cardId}`;

export const cardUploadUi = defineUiMap(cardUploadMachine, {
  machine: 'cardUpload',
  screen: "submission 1's Cards section",
  samples: {
    ...cardUploadSamples,
    // a fresh browser has no saved draft (a draft's return is the model tests' and card-imagery's)
    events: [
      ...cardUploadSamples.events.filter(
        (sample: Sample) =>
          sample.type !== 'xstate.done.actor.loadDraft' || sample.label === 'no stored draft',
      ),
      // unlike the machine's drop, no file is refused: the notice stays empty while it is read
      {
        type: 'cards.add',
        label: 'a photo that is not one',
        files: [BROKEN_PHOTO],
        verdict: {
          accepts: { 'local.editing': 'local.reading' },
          refuses: ['local.restoring', 'local.reading', 'local.composing', 'local.uploading'],
        },
      },
    ],
    // a person acts on what the screen shows: a card's buttons exist only for that card (and side),
    // at the position its label names; Dismiss only beside a message; Add (not Replace) for a side
    // the card lacks; Upload only with a card in the list
    filter: (snapshot, sample) => {
      if (!(cardUploadSamples.filter?.(snapshot, sample) ?? true)) return false;
      const { cards, notice } = snapshot.context;
      const shown = (cardId: string) => cards.findIndex((card) => card.id === cardId) === Number(cardId) - 1;
      switch (sample.type) {
        case 'xstate.done.actor.readImages':
          return !readsBrokenPick(snapshot);
        case 'xstate.error.actor.readImages':
          return readsBrokenPick(snapshot);
        // Retry shows only beside the failed list
        case 'cards.reload':
          return snapshot.matches({ server: 'failed' });
        case 'card.rotate':
          return shown(sample.cardId) && cards[Number(sample.cardId) - 1]![sample.side] !== null;
        case 'card.replace':
          return shown(sample.cardId) && cards[Number(sample.cardId) - 1]![sample.side] === null;
        case 'card.swap':
        case 'card.remove':
          return shown(sample.cardId);
        case 'notice.dismiss':
          return notice !== null;
        // Upload cards is disabled while the list is empty
        case 'cards.submit':
          return cards.length > 0;
        default:
          return true;
      }
    },
  },
  start: {
    'staff open a submission’s Cards section': {
      signInAs: 'employee',
      goto: '/submissions/1',
      does: 'an employee signs in and opens submission 1',
    },
  },
  events: {
    'xstate.done.actor.loadCards': 'app',
    'xstate.done.actor.loadDraft': 'app',
    'xstate.done.actor.readImages': 'app',
    'xstate.done.actor.composeCards': 'app',
    'xstate.done.actor.uploadCards': 'app',
    'xstate.error.actor.loadCards': 'app',
    'xstate.error.actor.uploadCards': 'app',
    'xstate.error.actor.readImages': 'app',
    'card.composed': 'app',
    'upload.progress': 'app',
    'cards.reload': () => ({
      does: 'presses Retry beside the failed list',
      actions: [{ click: { role: 'button', name: 'Retry' } }],
    }),
    // the browser stores each change in IndexedDB at once; an earlier save's report is already past
    'draft.kept': (sample) => (sample.label === 'the latest change' ? 'app' : null),
    'cards.add': (sample) => ({
      does: `picks ${sample.files.map((file) => file.name).join(', ')} with Choose images`,
      actions: [{ pick: 'Card images', files: sample.files.map(uiFile) }],
    }),
    'card.replace': (sample) => ({
      does: `presses Add ${sample.side} of ${cardLabel(sample.cardId)} and picks ${sample.file.name}`,
      actions: [
        { click: { role: 'button', name: `Add ${sample.side} of ${cardLabel(sample.cardId)}` } },
        { pick: 'Replacement image', files: [uiFile(sample.file)] },
      ],
    }),
    'card.rotate': (sample) => ({
      does: `presses Rotate ${sample.side} of ${cardLabel(sample.cardId)}`,
      actions: [{ click: { role: 'button', name: `Rotate ${sample.side} of ${cardLabel(sample.cardId)}` } }],
    }),
    'card.swap': (sample) => ({
      does: `presses Swap on ${cardLabel(sample.cardId)}`,
      actions: [{ click: { role: 'button', name: `Swap front and back of ${cardLabel(sample.cardId)}` } }],
    }),
    'card.remove': (sample) => ({
      does: `presses Remove on ${cardLabel(sample.cardId)}`,
      actions: [{ click: { role: 'button', name: `Remove ${cardLabel(sample.cardId)}` } }],
    }),
    'notice.dismiss': () => ({
      does: 'presses Dismiss beside the message',
      actions: [{ click: { role: 'button', name: 'Dismiss' } }],
    }),
    'cards.submit': () => ({
      does: 'presses Upload cards',
      actions: [{ click: { role: 'button', name: 'Upload cards' } }],
    }),
  },
  states: {
    'server.loading': null,
    'server.ready': {
      sees: 'the uploaded cards',
      checks: [{ see: { role: 'list', name: 'Uploaded cards' } }],
    },
    'server.failed': {
      sees: "'Unable to load card imagery right now.' with Retry",
      checks: [
        { text: 'Unable to load card imagery right now.' },
        { see: { role: 'button', name: 'Retry' } },
      ],
    },
    'local.restoring': null,
    'local.reading': null,
    'local.composing': null,
    'local.uploading': null,
    // Once the model has the list stored, the screen says so; before that the real save may already
    // have finished, so nothing is checked about it.
    'local.editing': ({ context }) => {
      const kept = context.cards.length > 0 && context.keptVersion >= context.draftVersion;
      return {
        sees: `Choose images, and no upload under way${kept ? ", 'Kept on this device'" : ''}`,
        checks: [
          { see: { role: 'button', name: 'Choose images' } },
          { hidden: { role: 'button', name: 'Cancel upload' } },
          ...(kept ? [{ text: 'Kept on this device' }] : []),
        ],
      };
    },
  },
});

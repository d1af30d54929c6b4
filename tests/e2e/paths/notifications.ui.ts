import type { SnapshotFrom } from 'xstate';
import { personaSwitchedToast, SIGNED_OUT_BY_DATA_SOURCE_BANNER } from '../../../machines/app/app.texts';
import {
  BACK_ONLINE_TIMEOUT_MS,
  BACK_ONLINE_TOAST,
  notificationsMachine,
  notificationsSamples,
  OFFLINE_TOAST,
  type Toast,
} from '../../../machines/notifications';
import { defineSamples, type SampleEvent } from '../../../machines/samples';
import { BELL_TOAST } from '../../../src/app/toasts';
import {
  defineUiMap,
  type UiAction,
  type UiCheck,
  type UiDoing,
  type UiTarget,
} from '../../../scripts/lib/machine-graph/ui-map';

// The toasts and the sign-in banner over the signed-in frame, as the admin with demo data. What the
// screen can cause: the bell's 'All caught up' (2 s), the lasting 'Viewing the demo as Employee' with
// its Back to Admin (a persona switch), the offline notice and 'Back online' (the browser off the
// network and back), the pointer passing over a toast or resting on it, a toast's time running out
// on Playwright's clock, and the sign-in page's banner after the data source changed (API: the
// server has no session for this browser), cleared by signing in again (demo data again: the demo
// kept the admin's session). The page's clock stands still from the start, so a toast leaves only
// when the walk moves the clock past its time. No screen clears all toasts or shows the loader
// (toast.clear, loader.show, loader.hide): the model tests keep those. One toast at a time, so each
// is found as the only one.
type Machine = typeof notificationsMachine;
type Snapshot = SnapshotFrom<Machine>;
type Sample = SampleEvent<Machine>;

const SCENARIO = 'the admin is signed in on the dashboard, online';
/** Enough toasts for every transition, few enough to keep the graph small. */
const MAX_TOASTS = 6;

const bell: UiTarget = { role: 'button', name: 'Notifications' };
const region: UiTarget = { role: 'region', name: 'Notifications' };
/** The toast on screen: the walks show one at a time. */
const toastItem: UiTarget = { role: 'listitem', within: region };
const closeButton: UiTarget = { role: 'button', name: 'Dismiss notification', within: region };
const dataSource: UiTarget = { role: 'combobox', name: 'Data source' };
const pointerAway: UiAction = { hover: 'away' };

const PERSONA_TOAST = personaSwitchedToast('Employee');

/**
 * The toasts of this screen, by title: what adds one (null: the network's toasts come with going
 * offline and back), its time and its action.
 */
const SCREEN_TOASTS: Readonly<
  Record<string, { cause: UiDoing | null; timeout: number | null; action: UiDoing | null }>
> = {
  [BELL_TOAST.title]: {
    cause: { does: 'presses Notifications (the bell) in the header', actions: [{ click: bell }] },
    timeout: BELL_TOAST.timeout,
    action: null,
  },
  [PERSONA_TOAST.title]: {
    cause: {
      does: 'picks Employee in Persona',
      actions: [{ select: { role: 'combobox', name: 'Persona' }, option: 'Employee' }],
    },
    timeout: null,
    action: {
      does: `presses ${PERSONA_TOAST.action.label} on it`,
      actions: [{ click: { role: 'button', name: PERSONA_TOAST.action.ariaLabel, within: region } }],
    },
  },
  [OFFLINE_TOAST.title!]: { cause: null, timeout: null, action: null },
  [BACK_ONLINE_TOAST.title!]: { cause: null, timeout: BACK_ONLINE_TIMEOUT_MS, action: null },
};

/** The screen toast a sample's label names (`'All caught up', closed by hand`), if it names one. */
const toastNamed = (label: string | undefined) => {
  const title = /^'([^']+)'/.exec(label ?? '')?.[1];
  return title === undefined ? undefined : SCREEN_TOASTS[title];
};

const seconds = (ms: number) => `${ms / 1000} s`;
const timed = (toast: Toast) => toast.timeout !== null;
const named = (toast: Toast) => `'${toast.title}'`;

/** The events a toast on screen takes: its close button, its action, the pointer and its time. */
function toastEvents(toast: Toast): Sample[] {
  const { id } = toast;
  const events: Sample[] = [];
  if (toast.dismissible) {
    events.push({ type: 'toast.dismiss', label: `${named(toast)}, closed by hand`, id, reason: 'manual' });
  }
  if (toast.action) {
    events.push({
      type: 'toast.dismiss',
      label: `${named(toast)}, by ${toast.action.label}`,
      id,
      reason: 'action',
    });
  }
  events.push({
    type: 'toast.resume',
    label: toast.paused
      ? `${named(toast)}, the pointer leaves it`
      : `${named(toast)}, the pointer passes over it`,
    id,
  });
  if (timed(toast) && !toast.paused) {
    events.push(
      { type: 'toast.pointerEnter', label: named(toast), id },
      { type: 'toast.pause', label: `${named(toast)}, the pointer resting on it`, id },
      { type: 'toast.expire', label: named(toast), id },
    );
  }
  return events;
}

const screenSamples = defineSamples(notificationsMachine, {
  scenarios: [{ name: SCENARIO, input: undefined }],
  events: [
    { type: 'toast.add', label: `'${BELL_TOAST.title}'`, toast: BELL_TOAST },
    { type: 'toast.add', label: `'${PERSONA_TOAST.title}'`, toast: PERSONA_TOAST },
    {
      type: 'banner.set',
      label: `'${SIGNED_OUT_BY_DATA_SOURCE_BANNER.title}'`,
      banner: SIGNED_OUT_BY_DATA_SOURCE_BANNER,
    },
    { type: 'banner.clear', label: 'signing in again' },
    { type: 'network.offline', label: 'offline' },
    { type: 'network.online', label: 'back online' },
  ],
  eventsFor: (snapshot) => snapshot.context.toasts.flatMap(toastEvents),
  // What the screen allows next. A toast is added only while none shows and someone is signed in (the
  // bell and the persona are in the signed-in header). The persona notice leaves only through its
  // action, so while it shows the persona is Employee (no data source switch) and after it Admin. A
  // paused toast has the pointer on it: nothing else is done until it leaves or the toast is closed.
  // Signing out and in needs the network.
  filter: (snapshot, sample) => {
    const { toasts, banner, nextId } = snapshot.context;
    const paused = toasts.some((toast) => toast.paused);
    if (paused && sample.type !== 'toast.resume' && sample.type !== 'toast.dismiss') return false;
    const personaShown = toasts.some((toast) => toast.title === PERSONA_TOAST.title);
    switch (sample.type) {
      case 'toast.add':
        return toasts.length === 0 && banner === null && nextId <= MAX_TOASTS;
      case 'toast.dismiss':
        return sample.reason === 'action' || toasts.find((toast) => toast.id === sample.id)?.action === null;
      case 'network.offline':
        return toasts.length === 0 && nextId <= MAX_TOASTS;
      case 'network.online':
        return toasts.every((toast) => toast.title === OFFLINE_TOAST.title);
      case 'banner.set':
        return banner === null && !personaShown && snapshot.matches('online');
      case 'banner.clear':
        return banner !== null && snapshot.matches('online');
      // no screen sends these
      case 'toast.clear':
      case 'loader.show':
      case 'loader.hide':
        return false;
      default:
        return true;
    }
  },
  signature: (snapshot) => ({
    value: snapshot.value,
    toasts: snapshot.context.toasts.map((toast) => [toast.id, toast.title, toast.paused]),
    banner: snapshot.context.banner !== null,
    nextId: snapshot.context.nextId,
  }),
  describe: notificationsSamples.describe,
});

/** What the screen shows: the signed-in header or the sign-in page with its banner, and the toast. */
function seen(snapshot: Snapshot): { sees: string; checks: UiCheck[] } {
  const { toasts, banner } = snapshot.context;
  const where = banner
    ? `the sign-in page with '${banner.title}'`
    : 'the signed-in header with its Notifications bell';
  const checks: UiCheck[] = banner
    ? [{ text: banner.title }, { see: { role: 'button', name: 'Sign in' } }]
    : [{ see: bell }];
  if (toasts.length === 0) checks.push({ hidden: toastItem });
  for (const toast of toasts) checks.push({ text: toast.title });
  if (snapshot.matches('online')) checks.push({ noText: OFFLINE_TOAST.title! });
  const titles = toasts.map(named);
  const shown =
    titles.length === 0
      ? 'no toast'
      : titles.length === 1
        ? `the toast ${titles[0]}`
        : `the toasts ${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
  return { sees: `${where}; ${shown}`, checks };
}

export const notificationsUi = defineUiMap(notificationsMachine, {
  machine: 'notifications',
  screen: 'the toasts and the sign-in banner',
  samples: screenSamples,
  // the hand-off follows the toasts the screen has (decision 0459)
  handoff: 'screen',
  start: {
    [SCENARIO]: {
      signInAs: 'admin',
      goto: '/dashboard',
      clock: true,
      does: "the admin opens the dashboard (a walk stops the page's clock there: time moves when a step waits)",
      then: [{ pauseClock: true }],
    },
  },
  events: {
    'toast.add': (sample) => SCREEN_TOASTS[sample.toast.title ?? '']?.cause ?? null,
    'toast.dismiss': (sample) => {
      if (sample.reason === 'action') return toastNamed(sample.label)?.action ?? null;
      return {
        does: 'presses Dismiss notification on the toast',
        actions: [{ click: closeButton }, pointerAway],
      };
    },
    'toast.pointerEnter': () => ({
      does: 'moves the pointer onto the toast and leaves it there',
      actions: [{ hover: toastItem }],
    }),
    // Resting: the toast waits once the pointer has stayed half a second; it then outlasts its time.
    'toast.pause': (sample) => {
      const timeout = toastNamed(sample.label)?.timeout;
      const rest: UiAction[] = [{ hover: toastItem }, { runFor: 500 }];
      return timeout
        ? {
            does: `rests the pointer on the toast for half a second, then keeps it there past its ${seconds(timeout)}`,
            actions: [...rest, { runFor: timeout }],
          }
        : { does: 'rests the pointer on the toast for half a second', actions: rest };
    },
    'toast.resume': (sample) =>
      sample.label?.endsWith('passes over it')
        ? {
            does: 'moves the pointer over the toast and off it again at once',
            actions: [{ hover: toastItem }, pointerAway],
          }
        : { does: 'moves the pointer off the toast', actions: [pointerAway] },
    'toast.expire': (sample) => {
      const timeout = toastNamed(sample.label)?.timeout;
      if (!timeout) return 'app';
      return {
        does: `waits ${seconds(timeout)}, the pointer elsewhere`,
        actions: [pointerAway, { runFor: timeout }],
      };
    },
    'banner.set': (sample) =>
      sample.banner.title === SIGNED_OUT_BY_DATA_SOURCE_BANNER.title
        ? {
            does: 'picks API in Data source (the server has no session for this browser)',
            actions: [{ select: dataSource, option: 'API' }],
          }
        : null,
    // Every sign-in clears the banner; switching back to demo data signs in with the demo's session,
    // which the switch to the server kept (only the server's stored session is forgotten).
    'banner.clear': () => ({
      does: "picks Mock data in Data source: the demo still has the admin's session and signs them in",
      actions: [{ select: dataSource, option: 'Mock data' }],
    }),
    'network.offline': () => ({ does: 'takes the browser off the network', actions: [{ offline: true }] }),
    'network.online': () => ({
      does: 'puts the browser back on the network',
      actions: [{ offline: false }],
    }),
  },
  states: { online: seen, offline: seen },
});

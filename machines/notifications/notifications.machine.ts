import { assign, emit, enqueueActions, setup } from 'xstate';
import type {
  Banner,
  DismissedReport,
  NotificationsContext,
  NotificationsEvent,
  Toast,
  ToastActionEmitted,
  ToastActionRun,
  ToastInput,
} from './notifications.types';
import { toastTimerId, toastTimerLogic } from './toastTimer';

export const DEFAULT_TOAST_TIMEOUT_MS = 4000;
export const BACK_ONLINE_TIMEOUT_MS = 3500;
/**
 * How long the pointer must stay on a toast before its timer waits (issue 37 item 11, decision 0353):
 * a pointer passing over a toast on its way to a button takes less than this.
 */
export const POINTER_REST_MS = 500;
const restId = (toastId: number) => `toast-${toastId}-rest`;
export const OFFLINE_TOAST: ToastInput = { type: 'error', title: 'You appear to be offline', timeout: null };
export const BACK_ONLINE_TOAST: ToastInput = {
  type: 'success',
  title: 'Back online',
  timeout: BACK_ONLINE_TIMEOUT_MS,
};

/** Omitted: the default; 0, null, '' or anything not a positive number: the toast stays. */
export function normaliseTimeout(timeout: ToastInput['timeout']): number | null {
  if (timeout === undefined) return DEFAULT_TOAST_TIMEOUT_MS;
  return typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0 ? timeout : null;
}

/** A toast from what `toast.add` was given; an action without a label or a handler is dropped. */
export function createToast(id: number, input: ToastInput): Toast {
  const label = input.action?.label?.trim() ?? '';
  const handlerId = input.action?.handlerId?.trim() ?? '';
  return {
    id,
    type: input.type ?? 'info',
    title: input.title ?? '',
    message: input.message ?? '',
    timeout: normaliseTimeout(input.timeout),
    dismissible: input.dismissible ?? true,
    action:
      label && handlerId ? { label, ariaLabel: input.action?.ariaLabel?.trim() || label, handlerId } : null,
    meta: input.meta ?? null,
    paused: false,
  };
}

const findToast = (context: NotificationsContext, id: number) =>
  context.toasts.find((toast) => toast.id === id);

/**
 * Toasts, the global loader, the sign-in banner and the offline notice. Long-lived: the root actor
 * starts it once; the HTTP layer reads `context.online`.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    emitted: {} as ToastActionEmitted,
  },
  actors: {
    toastTimer: toastTimerLogic,
  },
  actions: {
    /** Tells the app a toast left and why (its onDismiss callbacks, analytics). */
    reportDismissed: (_, _params: DismissedReport) => {},
    /** Runs the handler the app registered under `handlerId`. */
    runToastAction: (_, _params: ToastActionRun) => {},
    /** Tells whoever listens (`notifications.on('toast.actionRun')`: a screen's own toasts) too. */
    announceToastAction: emit((_, params: ToastActionRun) => ({
      type: 'toast.actionRun' as const,
      handlerId: params.handlerId,
    })),
    addToast: enqueueActions(({ context, enqueue }, params: { toast: ToastInput; offline?: boolean }) => {
      const toast = createToast(context.nextId, params.toast);
      enqueue.assign({
        toasts: [...context.toasts, toast],
        nextId: context.nextId + 1,
        offlineToastId: params.offline ? toast.id : context.offlineToastId,
      });
      if (toast.timeout !== null) {
        enqueue.spawnChild('toastTimer', {
          id: toastTimerId(toast.id),
          input: { id: toast.id, timeout: toast.timeout },
        });
      }
    }),
    removeToast: enqueueActions(({ context, enqueue }, params: { id: number }) => {
      enqueue.stopChild(toastTimerId(params.id));
      enqueue.assign({
        toasts: context.toasts.filter((toast) => toast.id !== params.id),
        offlineToastId: context.offlineToastId === params.id ? null : context.offlineToastId,
      });
    }),
    removeOfflineToast: enqueueActions(({ context, enqueue }) => {
      if (context.offlineToastId === null) return;
      const id = context.offlineToastId;
      enqueue.stopChild(toastTimerId(id));
      enqueue.assign({ toasts: context.toasts.filter((toast) => toast.id !== id), offlineToastId: null });
    }),
    clearToasts: enqueueActions(({ context, enqueue }) => {
      for (const toast of context.toasts) enqueue.stopChild(toastTimerId(toast.id));
      enqueue.assign({ toasts: [], offlineToastId: null });
    }),
    /** Pauses the toast once the pointer has stayed on it for POINTER_REST_MS. */
    awaitPointerRest: enqueueActions(({ enqueue }, params: { id: number }) => {
      enqueue.raise(
        { type: 'toast.pause', id: params.id },
        { delay: POINTER_REST_MS, id: restId(params.id) },
      );
    }),
    forgetPointerRest: enqueueActions(({ enqueue }, params: { id: number }) => {
      enqueue.cancel(restId(params.id));
    }),
    pauseToast: enqueueActions(({ context, enqueue }, params: { id: number }) => {
      enqueue.sendTo(toastTimerId(params.id), { type: 'toastTimer.pause' });
      enqueue.assign({
        toasts: context.toasts.map((toast) => (toast.id === params.id ? { ...toast, paused: true } : toast)),
      });
    }),
    resumeToast: enqueueActions(({ context, enqueue }, params: { id: number }) => {
      enqueue.sendTo(toastTimerId(params.id), { type: 'toastTimer.resume' });
      enqueue.assign({
        toasts: context.toasts.map((toast) => (toast.id === params.id ? { ...toast, paused: false } : toast)),
      });
    }),
    showLoader: assign((_, params: { message: string | undefined }) => ({
      loader: { isVisible: true, message: params.message ?? '' },
    })),
    hideLoader: assign({ loader: { isVisible: false, message: '' } }),
    setBanner: assign((_, params: { banner: Partial<Banner> }) => ({
      banner: {
        type: params.banner.type ?? 'info',
        title: params.banner.title ?? '',
        message: params.banner.message ?? '',
      },
    })),
    clearBanner: assign({ banner: null }),
    setOnline: assign((_, params: { online: boolean }) => ({ online: params.online })),
  },
  guards: {
    /** The toast exists and is dismissible, or it is dismissed through its action. */
    canDismiss: ({ context, event }) => {
      if (event.type !== 'toast.dismiss') return false;
      const toast = findToast(context, event.id);
      return toast !== undefined && (event.reason === 'action' || toast.dismissible);
    },
    /** Dismissed through its action button, and it has one. */
    isActionDismissal: ({ context, event }) =>
      event.type === 'toast.dismiss' && event.reason === 'action' && !!findToast(context, event.id)?.action,
    /** The toast exists, has a timer and is not paused. */
    isTimerRunning: ({ context, event }) => {
      if (!('id' in event)) return false;
      const toast = findToast(context, event.id);
      return toast !== undefined && toast.timeout !== null && !toast.paused;
    },
    isTimerPaused: ({ context, event }) => {
      if (!('id' in event)) return false;
      const toast = findToast(context, event.id);
      return toast !== undefined && toast.timeout !== null && toast.paused;
    },
  },
}).createMachine({
  id: 'notifications',
  description: 'Toasts with pausable timers, the loader, the sign-in banner and the offline notice.',
  context: {
    toasts: [],
    nextId: 1,
    loader: { isVisible: false, message: '' },
    banner: null,
    online: true,
    offlineToastId: null,
  },
  initial: 'online',
  on: {
    'toast.add': {
      actions: { type: 'addToast', params: ({ event }) => ({ toast: event.toast }) },
    },
    'toast.dismiss': [
      {
        guard: 'isActionDismissal',
        actions: [
          {
            type: 'runToastAction',
            params: ({ context, event }) => ({
              id: event.id,
              handlerId: findToast(context, event.id)?.action?.handlerId ?? '',
            }),
          },
          {
            type: 'announceToastAction',
            params: ({ context, event }) => ({
              id: event.id,
              handlerId: findToast(context, event.id)?.action?.handlerId ?? '',
            }),
          },
          { type: 'removeToast', params: ({ event }) => ({ id: event.id }) },
          { type: 'reportDismissed', params: ({ event }) => ({ id: event.id, reason: 'action' as const }) },
        ],
      },
      {
        guard: 'canDismiss',
        actions: [
          { type: 'removeToast', params: ({ event }) => ({ id: event.id }) },
          {
            type: 'reportDismissed',
            params: ({ event }) => ({ id: event.id, reason: event.reason ?? 'manual' }),
          },
        ],
      },
    ],
    'toast.expire': {
      guard: 'isTimerRunning',
      actions: [
        { type: 'removeToast', params: ({ event }) => ({ id: event.id }) },
        { type: 'reportDismissed', params: ({ event }) => ({ id: event.id, reason: 'timeout' as const }) },
      ],
    },
    'toast.pointerEnter': {
      guard: 'isTimerRunning',
      actions: { type: 'awaitPointerRest', params: ({ event }) => ({ id: event.id }) },
    },
    'toast.pause': {
      guard: 'isTimerRunning',
      actions: { type: 'pauseToast', params: ({ event }) => ({ id: event.id }) },
    },
    'toast.resume': [
      {
        guard: 'isTimerPaused',
        actions: [
          { type: 'forgetPointerRest', params: ({ event }) => ({ id: event.id }) },
          { type: 'resumeToast', params: ({ event }) => ({ id: event.id }) },
        ],
      },
      // Left before resting: the pause it would have had never comes.
      { actions: { type: 'forgetPointerRest', params: ({ event }) => ({ id: event.id }) } },
    ],
    'toast.clear': { actions: 'clearToasts' },
    'loader.show': {
      actions: { type: 'showLoader', params: ({ event }) => ({ message: event.message }) },
    },
    'loader.hide': { actions: 'hideLoader' },
    'banner.set': {
      actions: { type: 'setBanner', params: ({ event }) => ({ banner: event.banner }) },
    },
    'banner.clear': { actions: 'clearBanner' },
  },
  states: {
    online: {
      description: 'Connected: toasts come and go; no offline notice.',
      on: {
        'network.offline': {
          target: 'offline',
          actions: [
            { type: 'setOnline', params: { online: false } },
            { type: 'addToast', params: { toast: OFFLINE_TOAST, offline: true } },
          ],
        },
      },
    },
    offline: {
      description: "Shows the persistent 'You appear to be offline' toast.",
      on: {
        'network.online': {
          target: 'online',
          actions: [
            { type: 'setOnline', params: { online: true } },
            'removeOfflineToast',
            { type: 'addToast', params: { toast: BACK_ONLINE_TOAST } },
          ],
        },
      },
    },
  },
});

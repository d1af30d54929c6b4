export type ToastType = 'info' | 'success' | 'error' | 'warning';

/** manual: the close button; action: the toast's action button; timeout: its timer ran out. */
export type DismissReason = 'manual' | 'action' | 'timeout';

/**
 * A toast's action button. Handlers are functions and stay out of the machine: the app keeps them
 * by `handlerId` and runs them from the `runToastAction` action.
 */
export interface ToastAction {
  label: string;
  /** Defaults to the label. */
  ariaLabel: string;
  handlerId: string;
}

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  message: string;
  /** Milliseconds before it dismisses itself; null: it stays until dismissed. */
  timeout: number | null;
  dismissible: boolean;
  action: ToastAction | null;
  meta: Readonly<Record<string, unknown>> | null;
  /** True while hovered: its timer is paused. */
  paused: boolean;
}

/** What `toast.add` accepts; everything but the type is optional. */
export interface ToastInput {
  type?: ToastType;
  title?: string;
  message?: string;
  /** Omitted: 4000 ms. 0, null or '' : never. */
  timeout?: number | null | '';
  dismissible?: boolean;
  action?: { label?: string; ariaLabel?: string; handlerId?: string } | null;
  meta?: Readonly<Record<string, unknown>> | null;
}

export interface LoaderState {
  isVisible: boolean;
  message: string;
}

export interface Banner {
  type: ToastType;
  title: string;
  message: string;
}

export interface NotificationsContext {
  toasts: Toast[];
  nextId: number;
  loader: LoaderState;
  banner: Banner | null;
  /** False while the browser is offline: the HTTP layer suppresses server and network toasts. */
  online: boolean;
  /** The persistent 'You appear to be offline' toast, while shown. */
  offlineToastId: number | null;
}

export type NotificationsEvent =
  | { type: 'toast.add'; toast: ToastInput }
  | { type: 'toast.dismiss'; id: number; reason?: 'manual' | 'action' }
  /** The pointer came onto a toast: it pauses only if the pointer is still there a moment later. */
  | { type: 'toast.pointerEnter'; id: number }
  /** The pointer rests on the toast, or the toast has keyboard focus: its timer waits. */
  | { type: 'toast.pause'; id: number }
  /** The pointer left the toast or focus went elsewhere: its timer runs again. */
  | { type: 'toast.resume'; id: number }
  /** Sent by the toast's own timer when it runs out. */
  | { type: 'toast.expire'; id: number }
  | { type: 'toast.clear' }
  | { type: 'loader.show'; message?: string }
  | { type: 'loader.hide' }
  | { type: 'banner.set'; banner: { type?: ToastType; title?: string; message?: string } }
  | { type: 'banner.clear' }
  | { type: 'network.offline' }
  | { type: 'network.online' };

/** Params of `reportDismissed`. */
export interface DismissedReport {
  id: number;
  reason: DismissReason;
}

/** Params of `runToastAction`. */
export interface ToastActionRun {
  id: number;
  handlerId: string;
}

/** Emitted when a toast's action button is pressed, for a screen that added the toast. */
export interface ToastActionEmitted {
  type: 'toast.actionRun';
  handlerId: string;
}

/** Events the notifications machine sends to a toast's timer. */
export type ToastTimerEvent = { type: 'toastTimer.pause' } | { type: 'toastTimer.resume' };

export interface ToastTimerInput {
  id: number;
  timeout: number;
}

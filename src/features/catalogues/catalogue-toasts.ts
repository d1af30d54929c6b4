import { isAbortError, serverMessageOr } from '../../domain/errors';
import { pushToast } from '../../kit/screen-actor';
import type { AppServices } from '../../kit/services';

/** Seed B §9: catalogue successes stay 3.2 to 3.5 s. */
export const SAVED_TOAST_MS = 3500;

/** 'Saved' with the catalogue's success text ('Card grade created.'). */
export function toastSaved({ notifications }: AppServices, message: string) {
  pushToast(notifications, { type: 'success', title: 'Saved', message, timeout: SAVED_TOAST_MS });
}

/** 'Something went wrong' with the server's message or the fallback; an aborted call says nothing. */
export function toastFailed({ notifications }: AppServices, error: unknown, fallback: string) {
  if (isAbortError(error)) return;
  pushToast(notifications, {
    type: 'error',
    title: 'Something went wrong',
    message: serverMessageOr(error, fallback),
  });
}

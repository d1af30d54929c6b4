import type { FocusEvent, KeyboardEvent } from 'react';
import { cx, sva } from 'styled-system/css';
import { buttonRecipe } from './button';
import { CloseIcon } from './icons';
import { noticeStyle } from './recipes';

export type ToastType = 'info' | 'success' | 'error' | 'warning';

/** A notification as the app's notification machine holds it. */
export interface ToastData {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  action?: { label: string; ariaLabel?: string };
  dismissible?: boolean;
}

/** At most this many toasts show at once, the newest; the rest wait in the machine's list. */
export const VISIBLE_TOASTS = 5;

const toastStyles = sva({
  slots: ['region', 'root', 'body', 'title', 'description', 'actions', 'close'],
  base: {
    // Bottom centre, newest last, above everything; the empty region lets clicks through (decision
    // 0353). At the top end toasts covered the page header's actions (New, Export, Save) for 4 s; page
    // actions sit at the ends of rows, so the centre of the bottom edge is the place they are not.
    region: {
      position: 'fixed',
      bottom: '4',
      insetInline: '4',
      zIndex: 'toast',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '3',
      m: '0',
      p: '0',
      listStyle: 'none',
      pointerEvents: 'none',
    },
    root: { pointerEvents: 'auto', w: 'toast', maxW: 'toastMax' },
    body: { flex: '1', minW: '0' },
    title: { fontWeight: 'semibold', fontSize: 'sm' },
    description: { fontSize: 'sm', mt: '0.5' },
    actions: { display: 'flex', gap: '2', mt: '2' },
    close: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '7',
      h: '7',
      flexShrink: 0,
      borderRadius: 'sm',
      color: 'current',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted' },
    },
  },
});

export interface ToastRegionProps {
  /** The toasts to show, in order. Controlled: a toast leaves when it leaves this list. */
  toasts: readonly ToastData[];
  onDismiss: (id: string) => void;
  onAction?: (id: string) => void;
  /** The pointer came onto a toast (its timer waits only if the pointer stays there). */
  onPointerEnter?: (id: string) => void;
  /** Keyboard focus entered a toast: pause its timer. */
  onPause?: (id: string) => void;
  onResume?: (id: string) => void;
  dismissLabel?: string;
}

/**
 * A controlled toast region: the props decide which toasts exist (the notification machine owns their
 * timing), and every user intent (close, Escape, action, hover, focus) is reported instead of acted on.
 * The list is a polite live region, rendered even when empty, so a toast added to it is announced.
 * Plain elements rather than Ark's Toaster: Ark's stacking and timers were unused here, and its code
 * was a fifth of what every page downloads.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  onAction,
  onPointerEnter,
  onPause,
  onResume,
  dismissLabel = 'Dismiss notification',
}: ToastRegionProps) {
  const styles = toastStyles();
  return (
    <section aria-label="Notifications">
      <ol className={styles.region} aria-live="polite" aria-relevant="additions text">
        {toasts.slice(-VISIBLE_TOASTS).map((toast) => (
          <li
            key={toast.id}
            className={cx(styles.root, noticeStyle)}
            data-part="root"
            data-type={toast.type}
            onPointerEnter={() => onPointerEnter?.(toast.id)}
            onPointerLeave={() => onResume?.(toast.id)}
            onFocus={(event: FocusEvent<HTMLLIElement>) => {
              if (!event.currentTarget.contains(event.relatedTarget)) onPause?.(toast.id);
            }}
            onBlur={(event: FocusEvent<HTMLLIElement>) => {
              if (!event.currentTarget.contains(event.relatedTarget)) onResume?.(toast.id);
            }}
            onKeyDown={(event: KeyboardEvent<HTMLLIElement>) => {
              if (event.key !== 'Escape' || toast.dismissible === false) return;
              event.preventDefault();
              onDismiss(toast.id);
            }}
          >
            <div className={styles.body}>
              <p className={styles.title}>{toast.title}</p>
              {toast.message && <p className={styles.description}>{toast.message}</p>}
              {toast.action && (
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={buttonRecipe({ size: 'sm' })}
                    aria-label={toast.action.ariaLabel}
                    onClick={() => onAction?.(toast.id)}
                  >
                    {toast.action.label}
                  </button>
                </div>
              )}
            </div>
            {toast.dismissible !== false && (
              <button
                type="button"
                className={styles.close}
                aria-label={dismissLabel}
                onClick={() => onDismiss(toast.id)}
              >
                <CloseIcon />
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

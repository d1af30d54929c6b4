import {
  Toast,
  Toaster,
  createToaster,
  type CreateToasterProps,
  type CreateToasterReturn,
} from '@ark-ui/react/toast';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { sva } from 'styled-system/css';
import { buttonRecipe } from './button';
import { CloseIcon } from './icons';

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

export type AppToaster = CreateToasterReturn;

/**
 * Creates an Ark toaster with the app's placement. Toasts never time out inside Ark (duration Infinity):
 * the notification machine owns timing and tells the region what to show.
 */
export function createAppToaster(options: Partial<CreateToasterProps> = {}): AppToaster {
  return createToaster({
    placement: 'bottom-end',
    overlap: false,
    gap: 12,
    max: 5,
    duration: Infinity,
    ...options,
  });
}

const toastStyles = sva({
  slots: ['root', 'body', 'title', 'description', 'actions', 'close'],
  base: {
    root: {
      // Ark positions and animates each toast through these custom properties.
      transform: 'translate(var(--x), var(--y)) scale(var(--scale, 1))',
      zIndex: '[var(--z-index)]',
      height: '[var(--height)]',
      opacity: 'var(--opacity)',
      willChange: 'transform, opacity',
      transitionProperty: '[transform, opacity, height]',
      transitionDuration: 'slow',
      transitionTimingFunction: 'out',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      w: 'toast',
      maxW: 'toastMax',
      p: '4',
      borderRadius: 'md',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderInlineStartWidth: 'thick',
      boxShadow: 'overlay',
      '&[data-type=info]': {
        bg: 'feedback.info.bg',
        color: 'feedback.info.fg',
        borderColor: 'feedback.info.border',
      },
      '&[data-type=success]': {
        bg: 'feedback.success.bg',
        color: 'feedback.success.fg',
        borderColor: 'feedback.success.border',
      },
      '&[data-type=warning]': {
        bg: 'feedback.warning.bg',
        color: 'feedback.warning.fg',
        borderColor: 'feedback.warning.border',
      },
      '&[data-type=error]': {
        bg: 'feedback.error.bg',
        color: 'feedback.error.fg',
        borderColor: 'feedback.error.border',
      },
    },
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
  /** The pointer or focus entered a toast: pause its timer. */
  onPause?: (id: string) => void;
  onResume?: (id: string) => void;
  /** Defaults to one made by `createAppToaster()` for this region. */
  toaster?: AppToaster;
  dismissLabel?: string;
}

const toArk = (toast: ToastData) => ({
  id: toast.id,
  type: toast.type,
  title: toast.title,
  description: toast.message,
  closable: toast.dismissible !== false,
  duration: Infinity,
  action: toast.action ? { label: toast.action.label, onClick: () => undefined } : undefined,
  meta: { actionAriaLabel: toast.action?.ariaLabel },
});

/**
 * A controlled toast region: Ark renders the live region, stacking and ARIA; the props decide which toasts
 * exist, and every user intent (close, Escape, action, hover, focus) is reported instead of acted on.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  onAction,
  onPause,
  onResume,
  toaster: given,
  dismissLabel = 'Dismiss notification',
}: ToastRegionProps) {
  const [own] = useState(() => (given ? null : createAppToaster()));
  const toaster = given ?? (own as AppToaster);
  const shown = useRef(new Map<string, ToastData>());
  const latest = useRef(toasts);

  useEffect(() => {
    latest.current = toasts;
    // Ark's toast group renders synchronously (flushSync) when its store changes, which React refuses
    // during an effect: apply the difference in a microtask, from the newest list.
    queueMicrotask(() => {
      const wanted = latest.current;
      const next = new Map(wanted.map((toast) => [toast.id, toast]));
      for (const [id] of shown.current) if (!next.has(id)) toaster.dismiss(id);
      for (const toast of wanted) {
        const before = shown.current.get(toast.id);
        if (!before) toaster.create(toArk(toast));
        else if (JSON.stringify(before) !== JSON.stringify(toast)) toaster.update(toast.id, toArk(toast));
      }
      shown.current = next;
    });
  }, [toasts, toaster]);

  const styles = toastStyles();
  const intercept = (report: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    report();
  };
  return (
    <Toaster toaster={toaster}>
      {(toast) => {
        const id = toast.id ?? '';
        const actionAriaLabel = toast.meta?.actionAriaLabel as string | undefined;
        return (
          <Toast.Root
            className={styles.root}
            onPointerEnter={() => onPause?.(id)}
            onPointerLeave={() => onResume?.(id)}
            onFocus={(event: FocusEvent<HTMLDivElement>) => {
              if (!event.currentTarget.contains(event.relatedTarget)) onPause?.(id);
            }}
            onBlur={(event: FocusEvent<HTMLDivElement>) => {
              if (!event.currentTarget.contains(event.relatedTarget)) onResume?.(id);
            }}
            onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
              if (event.key !== 'Escape' || !toast.closable) return;
              event.preventDefault();
              onDismiss(id);
            }}
          >
            <div className={styles.body}>
              <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
              {toast.description && (
                <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
              )}
              {toast.action && (
                <div className={styles.actions}>
                  <Toast.ActionTrigger
                    className={buttonRecipe({ size: 'sm' })}
                    aria-label={actionAriaLabel}
                    onClick={intercept(() => onAction?.(id))}
                  >
                    {toast.action.label}
                  </Toast.ActionTrigger>
                </div>
              )}
            </div>
            {toast.closable && (
              <Toast.CloseTrigger
                className={styles.close}
                aria-label={dismissLabel}
                onClick={intercept(() => onDismiss(id))}
              >
                <CloseIcon />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        );
      }}
    </Toaster>
  );
}

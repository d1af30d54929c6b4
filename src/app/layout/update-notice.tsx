import { useSelector } from '@xstate/react';
import { RefreshCw, X } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { connectUpdateNotice, UPDATE_NOTICE } from '../../../machines/updateCheck';
import { Button, IconButton, noticeStyle } from '../../ui';
import type { UpdateCheckRef } from '../update-check';

// Bottom-start, so it never covers the toasts (bottom-end); full width on a phone.
const panel = css({
  position: 'fixed',
  insetStart: '4',
  insetEnd: { base: '4', sm: '[auto]' },
  bottom: '4',
  zIndex: 'toast',
  w: { sm: 'toast' },
  maxW: { sm: 'toastMax' },
});

/**
 * The persistent 'Update available' notice (seed B §4/§9): no timeout, 'Refresh now' clears the caches
 * and reloads, the close button dismisses it (for 12 hours, unless another build appears).
 */
export function UpdateNotice({ updates }: { updates: UpdateCheckRef }) {
  const view = useSelector(updates, (snapshot) => connectUpdateNotice(snapshot, updates.send), sameView);
  if (!view.visible) return null;
  return (
    <section
      className={cx(noticeStyle, panel)}
      data-type="info"
      role="status"
      aria-labelledby="update-notice-title"
    >
      <RefreshCw aria-hidden className={css({ flexShrink: 0, mt: '0.5', w: '4', h: '4' })} />
      <div className={css({ flex: '1', minW: '0' })}>
        <p id="update-notice-title" className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
          {UPDATE_NOTICE.title}
        </p>
        <p className={css({ fontSize: 'sm', mt: '0.5' })}>{UPDATE_NOTICE.message}</p>
        <div className={css({ display: 'flex', gap: '2', mt: '2' })}>
          <Button variant="primary" size="sm" loading={view.refreshing} onClick={view.refresh}>
            {UPDATE_NOTICE.refresh}
          </Button>
        </div>
      </div>
      <IconButton
        size="sm"
        label={UPDATE_NOTICE.dismiss}
        icon={<X aria-hidden className={css({ w: '4', h: '4' })} />}
        disabled={view.refreshing}
        onClick={view.dismiss}
      />
    </section>
  );
}

/** Handlers are recreated per snapshot; only what is drawn decides a re-render. */
const sameView = (a: ReturnType<typeof connectUpdateNotice>, b: ReturnType<typeof connectUpdateNotice>) =>
  a.visible === b.visible && a.refreshing === b.refreshing;

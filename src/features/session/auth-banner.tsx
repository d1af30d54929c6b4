import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { AppServices } from '../../app/services';
import { useServices } from '../../app/services';

type Tone = 'info' | 'success' | 'warning' | 'error';

const toneStyles: Record<Tone, string> = {
  info: css({ bg: 'feedback.info.bg', color: 'feedback.info.fg', borderColor: 'feedback.info.border' }),
  success: css({
    bg: 'feedback.success.bg',
    color: 'feedback.success.fg',
    borderColor: 'feedback.success.border',
  }),
  warning: css({
    bg: 'feedback.warning.bg',
    color: 'feedback.warning.fg',
    borderColor: 'feedback.warning.border',
  }),
  error: css({ bg: 'feedback.error.bg', color: 'feedback.error.fg', borderColor: 'feedback.error.border' }),
};

/** Puts a banner above the sign-in form (e.g. 'Account created' after signing up). */
export function showAuthBanner(
  services: Pick<AppServices, 'notifications'>,
  banner: { type: Tone; title: string; message: string },
) {
  services.notifications.send({ type: 'banner.set', banner });
}

/** The optional banner above the sign-in form: a title and a message, from the notifications actor. */
export function AuthBanner() {
  const { notifications } = useServices();
  const banner = useSelector(notifications, (snapshot) => snapshot.context.banner);
  if (!banner) return null;
  return (
    <div
      role="status"
      className={`${css({ mb: '4', p: '3', borderRadius: 'md', borderWidth: 'thin', borderStyle: 'solid' })} ${toneStyles[banner.type]}`}
    >
      {banner.title && <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{banner.title}</p>}
      {banner.message && <p className={css({ fontSize: 'sm' })}>{banner.message}</p>}
    </div>
  );
}

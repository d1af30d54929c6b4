import { connectNotifications } from '../../../machines/notifications';
import { css } from 'styled-system/css';
import type { AppServices } from '../../kit/services';
import { useServices } from '../../kit/services';
import { useView } from '../../kit/use-view';
import { Alert, type AlertTone } from '../../ui';

/** Puts a banner above the sign-in form (e.g. 'Account created' after signing up). */
export function showAuthBanner(
  services: Pick<AppServices, 'notifications'>,
  banner: { type: AlertTone; title: string; message: string },
) {
  services.notifications.send({ type: 'banner.set', banner });
}

/** The optional banner above the sign-in form: a title and a message, from the notifications actor. */
export function AuthBanner() {
  const { notifications } = useServices();
  const banner = useView(notifications, connectNotifications, (view) => view.banner);
  if (!banner) return null;
  return (
    <Alert tone={banner.type} title={banner.title || undefined} className={css({ mb: '4' })}>
      {banner.message && <p>{banner.message}</p>}
    </Alert>
  );
}

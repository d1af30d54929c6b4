import type { Persona } from '../../src/domain/session';
import type { ToastInput } from '../notifications';

/** How the demo personas read on the data-source switch and in messages about them. */
export const PERSONA_LABELS: Record<Persona, string> = {
  admin: 'Admin',
  employee: 'Employee',
  customer: 'Customer',
};

/**
 * On the sign-in page after a data-source switch signed the user out (the other source has no session
 * for them), so being back on the sign-in page is not a mystery.
 */
export const SIGNED_OUT_BY_DATA_SOURCE_BANNER = {
  type: 'info',
  title: 'Signed out because the data source changed',
  message: 'The data source you switched to has no session for you. Sign in again to continue.',
} as const;

/** The toast action that puts the demo persona back to Admin. */
export const BACK_TO_ADMIN_HANDLER = 'dataMode.backToAdmin';

/**
 * When an admin switches the demo persona to one that may not see the data-source switch, the way back
 * stays on screen until dismissed: the action returns to Admin, or sign out and pick Admin on sign-in.
 */
export const personaSwitchedToast = (personaLabel: string) =>
  ({
    type: 'info',
    title: `Viewing the demo as ${personaLabel}`,
    message:
      'Only admins see the data-source switch. Use Back to Admin, or sign out and pick Admin on the sign-in page.',
    timeout: 0,
    dismissible: true,
    action: {
      label: 'Back to Admin',
      ariaLabel: 'Back to the Admin persona',
      handlerId: BACK_TO_ADMIN_HANDLER,
    },
  }) as const satisfies ToastInput;

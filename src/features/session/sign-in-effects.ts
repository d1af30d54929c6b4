import { useEffect, type RefObject } from 'react';
import type { SessionError } from '../../../machines/session';
import { focusField } from '../../ui';

/**
 * Seed A §8: after 'Invalid email or password.' focus goes back to the email field. Focus is the view's
 * to move, so this follows the machine's failure (a new object for every failed sign-in) rather than
 * subscribing to the session from the submit handler.
 */
export function useFocusEmailOnRefusal(
  formRef: RefObject<HTMLFormElement | null>,
  failure: SessionError | null,
) {
  useEffect(() => {
    if (failure?.code === 'INVALID_CREDENTIALS') focusField(formRef.current, 'email');
  }, [formRef, failure]);
}

import { useRef, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { connectSession, type SessionError } from '../../../machines/session';
import { normaliseLoginCredentials, validateLogin, type LoginField } from '../../domain/sessionForms';
import { useServices } from '../../kit/services';
import { useView } from '../../kit/use-view';
import { Alert, Button, Dialog, Field, Input, PasswordInput, textOf, useFormCheck } from '../../ui';

const FORM_ID = 'session-expired-form';
const FIELD_ORDER: readonly LoginField[] = ['email', 'password'];

/** Seed A §8: the session's 401 text is the title; the rest says that nothing was lost (decision 0221). */
export const SESSION_EXPIRED_TITLE = 'Session expired';
export const SESSION_EXPIRED_TEXT =
  'Sign in again to carry on. Everything you typed is still here: after signing in, repeat what you were doing.';
const INVALID_CREDENTIALS_TEXT = 'Invalid email or password.';
const SIGN_IN_FALLBACK_TEXT = 'Unable to sign in right now. Please try again.';

const failureText = (error: SessionError) =>
  error.code === 'INVALID_CREDENTIALS'
    ? INVALID_CREDENTIALS_TEXT
    : error.message.trim() || SIGN_IN_FALLBACK_TEXT;

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });

const valuesOf = (form: HTMLFormElement) => ({
  email: textOf(form, 'email'),
  password: textOf(form, 'password'),
});

/**
 * The sign-in dialog over the current screen after a call answered 401 (issue 24 item 4). The screen
 * under it stays mounted with everything typed; the session stays 'authenticated', so no guard
 * redirects. It cannot be dismissed: the way out other than signing in is Sign out.
 */
export default function SessionExpiredDialog({ onSignOut }: { onSignOut: () => void }) {
  const { session } = useServices();
  const { expired, signIn } = useView(session, connectSession);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, check, onInput } = useFormCheck(valuesOf, validateLogin, FIELD_ORDER);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!expired || expired.signingIn) return;
    const values = check(event.currentTarget);
    if (values) signIn(normaliseLoginCredentials(values));
  };

  return (
    <Dialog
      open={expired !== null}
      title={SESSION_EXPIRED_TITLE}
      description={SESSION_EXPIRED_TEXT}
      size="sm"
      dismissible={false}
      initialFocusEl={() =>
        formRef.current?.querySelector<HTMLInputElement>('input[name="password"]') ?? null
      }
      footer={
        <>
          <Button variant="ghost" onClick={onSignOut} disabled={expired?.signingIn}>
            Sign out
          </Button>
          <Button variant="primary" type="submit" form={FORM_ID} loading={expired?.signingIn ?? false}>
            Sign in
          </Button>
        </>
      }
    >
      {expired && (
        <form
          id={FORM_ID}
          ref={formRef}
          className={formStyle}
          onSubmit={onSubmit}
          onInput={onInput}
          noValidate
        >
          {expired.error && <Alert tone="error">{failureText(expired.error)}</Alert>}
          <Field label="Email" required errorText={errors.email}>
            <Input name="email" type="email" autoComplete="username" defaultValue={expired.email} />
          </Field>
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            errorText={errors.password}
          />
        </form>
      )}
    </Dialog>
  );
}

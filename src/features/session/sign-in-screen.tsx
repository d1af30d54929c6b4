import { useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { normaliseLoginCredentials, validateLogin, type LoginField } from '../../domain/sessionForms';
import { readRememberedEmail, updateRememberedEmail } from '../../app/remembered-email';
import { useServices } from '../../app/services';
import { Button, Checkbox, Field, Input, PasswordInput } from '../../ui';
import { AuthBanner } from './auth-banner';
import { checkedOf, focusField, textOf, useFormCheck } from './form-support';
import { signInErrorText } from './messages';
import { formStyle, linkRowStyle, linkStyle, formErrorStyle } from './styles';

const FIELD_ORDER: readonly LoginField[] = ['email', 'password'];

const valuesOf = (form: HTMLFormElement) => ({
  email: textOf(form, 'email'),
  password: textOf(form, 'password'),
});

/** An email handed over in the history entry (after sign-up), else the remembered-email cookie. */
function initialEmail(): string {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string')
    return state.email;
  return readRememberedEmail(document.cookie);
}

/** Sign in (route login, '/'): seed A §2 Login, §5 and §8. */
export default function SignInScreen() {
  const { session, notifications } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  // The session's last failure belongs to this screen only once this screen has submitted.
  const [submitted, setSubmitted] = useState(false);
  const [emailDefault] = useState(initialEmail);
  // Busy while signing in, while a recovery runs (a data-mode or persona switch) and while signing
  // out: the session takes no sign-in until those end.
  const busy = useSelector(
    session,
    (snapshot) => !snapshot.matches('anonymous') && !snapshot.matches('error'),
  );
  const failure = useSelector(session, (snapshot) =>
    snapshot.matches('error') ? snapshot.context.error : null,
  );

  const { errors, check, onInput } = useFormCheck(valuesOf, validateLogin, FIELD_ORDER);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const values = check(form);
    if (!values) return;
    const remember = checkedOf(form, 'remember');
    const credentials = normaliseLoginCredentials(values);
    setSubmitted(true);
    // Follow this one sign-in to its end: remember (or forget) the email on success, focus it on a 401.
    const subscription = session.subscribe((snapshot) => {
      if (snapshot.matches('authenticated')) {
        updateRememberedEmail(document, credentials.email, remember);
        // The banner (e.g. 'Account created') has served its purpose once the person is in.
        notifications.send({ type: 'banner.clear' });
        subscription.unsubscribe();
      } else if (snapshot.matches('error')) {
        if (snapshot.context.error?.code === 'INVALID_CREDENTIALS') focusField(formRef.current, 'email');
        subscription.unsubscribe();
      }
    });
    session.send({ type: 'session.login', ...credentials });
  };

  const failureText = submitted && failure ? signInErrorText(failure) : null;
  return (
    <>
      <AuthBanner />
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        className={formStyle}
        aria-label="Sign in"
      >
        <Field label="Email" required errorText={errors.email}>
          <Input name="email" type="email" autoComplete="username" defaultValue={emailDefault} />
        </Field>
        <PasswordInput label="Password" name="password" required errorText={errors.password} />
        <Checkbox label="Remember me" name="remember" defaultChecked />
        {failureText && (
          <p role="alert" className={formErrorStyle}>
            {failureText}
          </p>
        )}
        <Button type="submit" variant="primary" loading={busy} className={css({ w: 'full' })}>
          Sign in
        </Button>
        <div className={linkRowStyle}>
          <Link href="/reset-password" className={linkStyle}>
            Reset password
          </Link>
          <Link href="/sign-up" className={linkStyle}>
            Sign up
          </Link>
        </div>
      </form>
    </>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { normaliseLoginCredentials, validateLogin, type LoginField } from '../../domain/sessionForms';
import { readRememberedEmail } from '../../lib/remembered-email';
import { connectSession } from '../../../machines/session';
import { useServices } from '../../kit/services';
import { useView } from '../../kit/use-view';
import { Checkbox, checkedOf, Field, Input, PasswordInput, TextLink, textOf, useFormCheck } from '../../ui';
import { AccountForm, FormFailure, FormLinks, SubmitButton } from './account-form';
import { AuthBanner } from './auth-banner';
import { signInErrorText } from './messages';
import { useFocusEmailOnRefusal } from './sign-in-effects';

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

/**
 * Sign in (route login, '/'): seed A §2 Login, §5 and §8. What a sign-in does afterwards (remember the
 * email, clear the banner) is the session machine's named actions, provided by the app's root.
 */
export default function SignInScreen() {
  const { session } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  // The session's last failure belongs to this screen only once this screen has submitted.
  const [submitted, setSubmitted] = useState(false);
  const [emailDefault] = useState(initialEmail);
  // Busy while signing in, while a recovery runs (a data-mode or persona switch) and while signing
  // out: the session takes no sign-in until those end.
  const { busy, error: failure, signIn } = useView(session, connectSession);
  const ownFailure = submitted ? failure : null;
  useFocusEmailOnRefusal(formRef, ownFailure);

  const { errors, check, onInput } = useFormCheck(valuesOf, validateLogin, FIELD_ORDER);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const values = check(form);
    if (!values) return;
    setSubmitted(true);
    signIn({
      ...normaliseLoginCredentials(values),
      remember: checkedOf(form, 'remember'),
    });
  };

  const failureText = ownFailure ? signInErrorText(ownFailure) : null;
  return (
    <>
      <AuthBanner />
      <AccountForm label="Sign in" formRef={formRef} onSubmit={onSubmit} onInput={onInput}>
        <Field label="Email" required errorText={errors.email}>
          <Input name="email" type="email" autoComplete="username" defaultValue={emailDefault} />
        </Field>
        <PasswordInput label="Password" name="password" required errorText={errors.password} />
        <Checkbox label="Remember me" name="remember" defaultChecked />
        <FormFailure message={failureText} />
        <SubmitButton busy={busy}>Sign in</SubmitButton>
        <FormLinks>
          <TextLink href="/reset-password">Reset password</TextLink>
          <TextLink href="/sign-up">Sign up</TextLink>
        </FormLinks>
      </AccountForm>
    </>
  );
}

import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { connectSetPassword, setPasswordMachine } from '../../../machines/setPassword';
import {
  ACCOUNT_TEXTS,
  validateSetPassword,
  type PasswordLink,
  type SetPasswordField,
} from '../../domain/accounts';
import { useScreenActor } from '../../kit/screen-actor';
import { useServices } from '../../kit/services';
import { useView } from '../../kit/use-view';
import {
  Alert,
  Button,
  formStyle,
  LoadingState,
  PasswordInput,
  TextLink,
  textOf,
  useFormCheck,
} from '../../ui';
import { AccountForm, BackToSignIn, FormFailure, FormLinks, SubmitButton } from './account-form';
import { showAuthBanner } from './auth-banner';

const FIELD_ORDER: readonly SetPasswordField[] = ['password', 'confirmPassword'];
const valuesOf = (form: HTMLFormElement) => ({
  password: textOf(form, 'password'),
  confirmPassword: textOf(form, 'confirmPassword'),
});

const introStyle = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });

/** Whose password the link sets: an invitation welcomes, a reset just names the account. */
const introFor = (purpose: PasswordLink['purpose'] | null, email: string | null) =>
  purpose === 'invitation'
    ? `Welcome! Choose a password for ${email ?? 'your account'} to finish setting up your account.`
    : `Choose a new password for ${email ?? 'your account'}.`;

/**
 * The page a reset or invitation link opens (issue 38): New password, Confirm password (the sign-up
 * rules), Set password. A used or expired link says so with a way to ask for a new one; once set,
 * the person goes to sign-in with the banner 'Password changed' (signed out first, if this browser
 * was signed in as someone else).
 */
export function SetPasswordForm({ token }: { token: string }) {
  const services = useServices();
  const actor = useScreenActor(
    setPasswordMachine,
    ({ backend }) => ({
      actors: {
        readPasswordLink: fromPromise<PasswordLink, { token: string }>(({ input, signal }) =>
          backend().session.readPasswordLink(input.token, { signal }),
        ),
        setPassword: fromPromise<{ email: string }, { token: string; password: string }>(
          ({ input, signal }) => backend().session.setPassword(input.token, input.password, { signal }),
        ),
      },
    }),
    {
      input: { token },
      observe: (snapshot) => {
        if (snapshot.status !== 'done' || !snapshot.matches('done')) return;
        if (services.session.getSnapshot().matches('authenticated')) {
          services.session.send({ type: 'session.logout' });
        }
        showAuthBanner(services, {
          type: 'success',
          title: ACCOUNT_TEXTS.passwordChanged,
          message: ACCOUNT_TEXTS.signInWithNewPassword,
        });
        services.navigate('/', { replace: true, state: { email: snapshot.output?.email ?? '' } });
      },
    },
  );
  const view = useView(actor, connectSetPassword);
  const { errors, submitWith, onInput } = useFormCheck(valuesOf, validateSetPassword, FIELD_ORDER);
  const onSubmit = submitWith((values) => view.submit(values));

  if (view.checking) return <LoadingState message="Checking your link…" />;
  if (view.invalid) {
    return (
      <div className={formStyle}>
        <Alert tone="error" title={ACCOUNT_TEXTS.linkInvalid}>
          <p>
            Ask for a new link below; it works for 30 minutes. An invitation can be sent again by an admin.
          </p>
        </Alert>
        <FormLinks>
          <TextLink href="/reset-password">Send a new reset link</TextLink>
          <TextLink href="/">Back to sign in</TextLink>
        </FormLinks>
      </div>
    );
  }
  if (view.checkFailed) {
    return (
      <div className={formStyle}>
        <Alert tone="error" title="We could not check this link">
          {view.error && <p>{view.error}</p>}
        </Alert>
        <Button onClick={view.retry}>Try again</Button>
        <BackToSignIn />
      </div>
    );
  }
  return (
    <AccountForm label="Set a new password" onSubmit={onSubmit} onInput={onInput}>
      <p className={introStyle}>{introFor(view.purpose, view.email)}</p>
      <PasswordInput
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        errorText={errors.password}
      />
      <PasswordInput
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        errorText={errors.confirmPassword}
      />
      <FormFailure message={view.error} />
      <SubmitButton busy={view.submitting}>Set password</SubmitButton>
      <BackToSignIn />
    </AccountForm>
  );
}

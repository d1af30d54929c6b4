import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { connectForgotPassword, forgotPasswordMachine } from '../../../machines/forgotPassword';
import { PASSWORD_TOKEN_PARAM } from '../../domain/accounts';
import { useScreenActor } from '../../kit/screen-actor';
import type { ScreenProps } from '../../kit/services';
import { useView } from '../../kit/use-view';
import { validateForgotPassword } from '../../domain/sessionForms';
import { Field, formStyle, Input, textOf, useFormCheck } from '../../ui';
import { AccountForm, BackToSignIn, FormFailure, SubmitButton } from './account-form';
import { SetPasswordForm } from './set-password-form';

const FIELD_ORDER = ['email'] as const;
const valuesOf = (form: HTMLFormElement) => ({ email: textOf(form, 'email') });

/**
 * Reset password (/reset-password): seed A §2 Forgot password, §4 and §5; with `?token=` (a reset or
 * invitation link, issue 38) it is the form that sets the new password.
 */
export default function ResetPasswordScreen({ search }: ScreenProps) {
  const token = new URLSearchParams(search).get(PASSWORD_TOKEN_PARAM);
  return token === null ? <ForgotPasswordForm /> : <SetPasswordForm token={token} />;
}

/** 'Send reset link' asks the server, which answers alike whether or not the email has an account. */
function ForgotPasswordForm() {
  const actor = useScreenActor(forgotPasswordMachine, ({ backend }) => ({
    actors: {
      requestPasswordReset: fromPromise<void, { email: string }>(({ input, signal }) =>
        backend().session.requestPasswordReset(input.email, { signal }),
      ),
    },
  }));
  const { sending, confirmation, error, submit } = useView(actor, connectForgotPassword);
  const { errors, submitWith, onInput } = useFormCheck(valuesOf, validateForgotPassword, FIELD_ORDER);
  const onSubmit = submitWith((values) => submit(values.email));

  if (confirmation) {
    return (
      <div className={formStyle}>
        <p role="status" className={css({ fontSize: 'md' })}>
          {confirmation}
        </p>
        <BackToSignIn />
      </div>
    );
  }
  return (
    <AccountForm label="Reset password" onSubmit={onSubmit} onInput={onInput}>
      <Field label="Email" required errorText={errors.email}>
        <Input name="email" type="email" autoComplete="email" />
      </Field>
      <FormFailure message={error} />
      <SubmitButton busy={sending}>Send reset link</SubmitButton>
      <BackToSignIn />
    </AccountForm>
  );
}

import { css } from 'styled-system/css';
import { connectForgotPassword, forgotPasswordMachine } from '../../../machines/forgotPassword';
import { useScreenActor } from '../../kit/screen-actor';
import { useView } from '../../kit/use-view';
import { validateForgotPassword } from '../../domain/sessionForms';
import { Field, formStyle, Input, TextLink, textOf, useFormCheck } from '../../ui';
import { AccountForm, FormLinks, SubmitButton } from './account-form';

const FIELD_ORDER = ['email'] as const;
const valuesOf = (form: HTMLFormElement) => ({ email: textOf(form, 'email') });

/** Reset password (/reset-password): seed A §2 Forgot password, §4 and §5. */
export default function ResetPasswordScreen() {
  // The spec names no reset call, so the machine needs nothing from the backend.
  const actor = useScreenActor(forgotPasswordMachine, () => ({}));
  const { sending, confirmation, submit } = useView(actor, connectForgotPassword);
  const { errors, submitWith, onInput } = useFormCheck(valuesOf, validateForgotPassword, FIELD_ORDER);
  const onSubmit = submitWith((values) => submit(values.email));

  const backLink = (
    <FormLinks>
      <TextLink href="/login">Back to sign in</TextLink>
    </FormLinks>
  );

  if (confirmation) {
    return (
      <div className={formStyle}>
        <p role="status" className={css({ fontSize: 'md' })}>
          {confirmation}
        </p>
        {backLink}
      </div>
    );
  }
  return (
    <AccountForm label="Reset password" onSubmit={onSubmit} onInput={onInput}>
      <Field label="Email" required errorText={errors.email}>
        <Input name="email" type="email" autoComplete="email" />
      </Field>
      <SubmitButton busy={sending}>Send reset link</SubmitButton>
      {backLink}
    </AccountForm>
  );
}

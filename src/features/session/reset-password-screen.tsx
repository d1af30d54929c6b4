import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { forgotPasswordMachine, selectConfirmation, selectIsSending } from '../../../machines/forgotPassword';
import { validateForgotPassword } from '../../domain/sessionForms';
import { Button, Field, formStyle, Input, linkRowStyle, TextLink, textOf, useFormCheck } from '../../ui';

const FIELD_ORDER = ['email'] as const;
const valuesOf = (form: HTMLFormElement) => ({ email: textOf(form, 'email') });

/** Reset password (/reset-password): seed A §2 Forgot password, §4 and §5. */
export default function ResetPasswordScreen() {
  const actor = useActorRef(forgotPasswordMachine);
  const sending = useSelector(actor, selectIsSending);
  const confirmation = useSelector(actor, selectConfirmation);
  const { errors, check, onInput } = useFormCheck(valuesOf, validateForgotPassword, FIELD_ORDER);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = check(event.currentTarget);
    if (values) actor.send({ type: 'forgotPassword.submit', email: values.email });
  };

  const backLink = (
    <div className={linkRowStyle}>
      <TextLink href="/login">Back to sign in</TextLink>
    </div>
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
    <form noValidate onSubmit={onSubmit} onInput={onInput} className={formStyle} aria-label="Reset password">
      <Field label="Email" required errorText={errors.email}>
        <Input name="email" type="email" autoComplete="email" />
      </Field>
      <Button type="submit" variant="primary" loading={sending} className={css({ w: 'full' })}>
        Send reset link
      </Button>
      {backLink}
    </form>
  );
}

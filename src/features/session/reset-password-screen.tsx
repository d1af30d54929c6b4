import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { forgotPasswordMachine, selectConfirmation, selectIsSending } from '../../../machines/forgotPassword';
import { validateForgotPassword } from '../../domain/sessionForms';
import { Button, Field, Input } from '../../ui';
import { focusField, textOf } from './form-support';
import { formStyle, linkRowStyle, linkStyle } from './styles';

/** Reset password (/reset-password): seed A §2 Forgot password, §4 and §5. */
export default function ResetPasswordScreen() {
  const actor = useActorRef(forgotPasswordMachine);
  const sending = useSelector(actor, selectIsSending);
  const confirmation = useSelector(actor, selectConfirmation);
  const [error, setError] = useState<string | undefined>();
  const [validated, setValidated] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = textOf(form, 'email');
    const found = validateForgotPassword({ email }).email;
    setError(found);
    setValidated(true);
    if (found) {
      focusField(form, 'email');
      return;
    }
    actor.send({ type: 'forgotPassword.submit', email });
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (validated) setError(validateForgotPassword({ email: textOf(event.currentTarget, 'email') }).email);
  };

  const backLink = (
    <div className={linkRowStyle}>
      <Link href="/login" className={linkStyle}>
        Back to sign in
      </Link>
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
      <Field label="Email" required errorText={error}>
        <Input name="email" type="email" autoComplete="email" />
      </Field>
      <Button type="submit" variant="primary" loading={sending} className={css({ w: 'full' })}>
        Send reset link
      </Button>
      {backLink}
    </form>
  );
}

import type { FormEvent, ReactNode, Ref } from 'react';
import { css } from 'styled-system/css';
import { Button, formErrorStyle, formStyle, linkRowStyle, TextLink } from '../../ui';

// The parts the account screens (sign in, new account, reset password) lay out alike.

type FormHandler = (event: FormEvent<HTMLFormElement>) => void;

/** The account form: checked by the form kit instead of the browser, named by `label` for screen readers. */
export function AccountForm(props: {
  label: string;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: FormHandler;
  onInput: FormHandler;
  children: ReactNode;
}) {
  const { label, formRef, onSubmit, onInput, children } = props;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      className={formStyle}
      aria-label={label}
    >
      {children}
    </form>
  );
}

/** The form's one action, full width; shows it is busy while the request runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" loading={busy} className={css({ w: 'full' })}>
      {children}
    </Button>
  );
}

/** A failure of the whole form, announced as it appears; the field messages sit under their fields. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={formErrorStyle}>
      {message}
    </p>
  );
}

/** The links under the form (e.g. 'Reset password' and 'Sign up'). */
export function FormLinks({ children }: { children: ReactNode }) {
  return <div className={linkRowStyle}>{children}</div>;
}

/** 'Back to sign in': the sign-in page is '/' (seed A's /login only forwards there). */
export function BackToSignIn() {
  return (
    <FormLinks>
      <TextLink href="/">Back to sign in</TextLink>
    </FormLinks>
  );
}

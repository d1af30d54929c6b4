import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { changePasswordMachine, connectChangePassword } from '../../../machines/changePassword';
import {
  ACCOUNT_TEXTS,
  validateChangePassword,
  type ChangePasswordField,
  type PasswordChange,
} from '../../domain/accounts';
import { useScreenActor } from '../../kit/screen-actor';
import { useView } from '../../kit/use-view';
import { headingStyle, sectionStyle, textStyle } from './settings-section';
import { Alert, Button, formErrorStyle, PasswordInput, textOf, useFormCheck } from '../../ui';

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });

const FIELD_ORDER: readonly ChangePasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const valuesOf = (form: HTMLFormElement) => ({
  currentPassword: textOf(form, 'currentPassword'),
  newPassword: textOf(form, 'newPassword'),
  confirmPassword: textOf(form, 'confirmPassword'),
});

/**
 * Settings → Change password (issue 38): the current password, then a new one by the sign-up rules.
 * Success says 'Password changed'; every other session of the account is signed out, this one stays.
 */
export function ChangePassword() {
  const actor = useScreenActor(changePasswordMachine, ({ backend }) => ({
    actors: {
      changePassword: fromPromise<void, PasswordChange>(({ input, signal }) =>
        backend().session.changePassword(input, { signal }),
      ),
    },
  }));
  const view = useView(actor, connectChangePassword);
  const { errors, submitWith, onInput } = useFormCheck(valuesOf, validateChangePassword, FIELD_ORDER);
  const onSubmit = submitWith((values) => view.submit(values));

  return (
    <section aria-labelledby="change-password-heading" className={sectionStyle}>
      <h2 id="change-password-heading" className={headingStyle}>
        Change password
      </h2>
      <p className={textStyle}>Changing it signs you out everywhere else; you stay signed in here.</p>
      {view.changed && (
        <Alert tone="success" title={ACCOUNT_TEXTS.passwordChanged}>
          <p>Other sessions of your account were signed out.</p>
        </Alert>
      )}
      {/* Keyed by the number of changes: after each one the form starts empty. */}
      <form
        key={view.formKey}
        noValidate
        aria-labelledby="change-password-heading"
        onSubmit={onSubmit}
        onInput={onInput}
        className={formStyle}
      >
        <PasswordInput
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          errorText={errors.currentPassword ?? view.currentPasswordError ?? undefined}
        />
        <PasswordInput
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          required
          errorText={errors.newPassword}
        />
        <PasswordInput
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          errorText={errors.confirmPassword}
        />
        {view.error && (
          <p role="alert" className={formErrorStyle}>
            {view.error}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" loading={view.changing}>
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}

import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { connectSignUp, signUpMachine } from '../../../machines/signUp';
import type { RegistrationRequest, RegistrationResult } from '../../domain/session';
import {
  SIGN_UP_FIELD_ORDER,
  SIGN_UP_MESSAGES,
  toRegistrationRequest,
  validateSignUp,
  type SignUpValues,
} from '../../domain/sessionForms';
import { useScreenActor } from '../../kit/screen-actor';
import { useServices } from '../../kit/services';
import { useView } from '../../kit/use-view';
import {
  Alert,
  Checkbox,
  checkedOf,
  Field,
  fieldRowStyle,
  focusField,
  Input,
  PasswordInput,
  TextLink,
  textOf,
  useFormCheck,
} from '../../ui';
import { AccountForm, FormFailure, FormLinks, SubmitButton } from './account-form';
import { showAuthBanner } from './auth-banner';
import { SIGN_UP_DONE_MESSAGE, SIGN_UP_ERROR_HEADING } from './messages';

function valuesOf(form: HTMLFormElement): SignUpValues {
  return {
    firstName: textOf(form, 'firstName'),
    lastName: textOf(form, 'lastName'),
    email: textOf(form, 'email'),
    phone: textOf(form, 'phone'),
    password: textOf(form, 'password'),
    confirmPassword: textOf(form, 'confirmPassword'),
    agreedToTerms: checkedOf(form, 'agreedToTerms'),
  };
}

/** New account (/sign-up): seed A §2 Sign up, §5 and §8. */
export default function SignUpScreen() {
  const services = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const actor = useScreenActor(
    signUpMachine,
    ({ backend }) => ({
      actors: {
        register: fromPromise<RegistrationResult, RegistrationRequest>(({ input, signal }) =>
          backend().session.register(input, { signal }),
        ),
      },
    }),
    {
      observe: (snapshot) => {
        if (snapshot.status === 'done' && snapshot.output) {
          // Seed A: on success the user is replaced onto the login route with an 'Account created' banner.
          showAuthBanner(services, { ...snapshot.output.banner, message: SIGN_UP_DONE_MESSAGE });
          services.navigate('/', { replace: true, state: { email: snapshot.output.email } });
        } else if (connectSignUp(snapshot, () => {}).error) {
          focusField(formRef.current, SIGN_UP_FIELD_ORDER[0] ?? 'firstName');
        }
      },
    },
  );
  const { submitting, error: failure, submit } = useView(actor, connectSignUp);
  const { errors, submitWith, onInput } = useFormCheck(valuesOf, validateSignUp, SIGN_UP_FIELD_ORDER);
  const onSubmit = submitWith((values) => submit(toRegistrationRequest(values)));

  return (
    <AccountForm label="New account" formRef={formRef} onSubmit={onSubmit} onInput={onInput}>
      {failure?.kind === 'list' && (
        <Alert tone="error" title={SIGN_UP_ERROR_HEADING}>
          <ul className={css({ listStyle: 'disc', ps: '5' })}>
            {failure.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className={fieldRowStyle}>
        <Field label="First Name" required errorText={errors.firstName}>
          <Input name="firstName" autoComplete="given-name" />
        </Field>
        <Field label="Last Name" required errorText={errors.lastName}>
          <Input name="lastName" autoComplete="family-name" />
        </Field>
      </div>
      <Field label="Email" required errorText={errors.email}>
        <Input name="email" type="email" autoComplete="email" />
      </Field>
      <Field label="Phone" required errorText={errors.phone}>
        <Input name="phone" type="tel" autoComplete="tel" title={SIGN_UP_MESSAGES.phoneInvalid} />
      </Field>
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        errorText={errors.password}
      />
      <PasswordInput
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        errorText={errors.confirmPassword}
      />
      <div>
        <Checkbox
          label="I agree to the Terms and Privacy Policy"
          name="agreedToTerms"
          required
          errorText={errors.agreedToTerms}
        />
      </div>
      <SubmitButton busy={submitting}>Create account</SubmitButton>
      <FormFailure message={failure?.kind === 'message' ? failure.message : null} />
      <FormLinks>
        <span>
          Already have an account? <TextLink href="/login">Sign in</TextLink>
        </span>
      </FormLinks>
    </AccountForm>
  );
}

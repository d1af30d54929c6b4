import * as v from 'valibot';
import type { PasswordLink } from '../../../domain/accounts';
import { textOrEmpty } from './fields';
import { parsePayload } from './parse';

/** What a reset or invitation link opens (issue 38): why it was sent and whose password it sets. */
const passwordLinkSchema = v.object({
  purpose: v.fallback(v.picklist(['reset', 'invitation']), 'reset'),
  email: textOrEmpty,
});

export const parsePasswordLink = (payload: unknown): PasswordLink =>
  parsePayload(passwordLinkSchema, payload, 'ACCOUNT_PARSE_ERROR');

/** The answer to setting a password: the account's email, for the sign-in form. */
export const parseSetPassword = (payload: unknown): { email: string } =>
  parsePayload(v.object({ email: textOrEmpty }), payload, 'ACCOUNT_PARSE_ERROR');

import { Hono } from 'hono';
import * as v from 'valibot';
import {
  BUSINESS_PROFILE_MESSAGES as M,
  MAX_DUE_DAYS,
  dueDateOf,
  isAcceptableLogo,
} from '../../src/domain/businessProfile';
import { MESSAGES, isValidEmail } from '../../src/domain/formRules';
import { INVOICE_AUDIT_FIELDS, auditFieldsOf } from '../../src/domain/audit';
import { ADMIN, requireRole } from '../auth/guard';
import { type Actor, actorOf, recordChange } from '../http/audit';
import { staleVersionReply } from '../http/crud';
import { BUSINESS_PROFILE_RECORD_ID, businessProfileAuditPair } from '../../src/domain/businessProfileAudit';
import type { AppDeps, AppEnv } from '../http/env';
import { conflict, notFound } from '../http/errors';
import { LIMITS, optionalPhone, optionalText, requiredText } from '../http/fields';
import { readBody } from '../http/validate';
import { ok } from '../http/wrap';
import { dayOf, settlementOf } from '../../src/domain/payments';
import { priceSubmission } from '../../src/domain/pricing';
import { auditStore } from '../store/audit';
import type { IssuedInvoice as IssuedInvoiceRow } from '../store/businessProfile';
import { submissionPayload } from '../store/submissions';

const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const ProfileBody = v.object({
  name: requiredText(M.nameRequired, LIMITS.name),
  address: optionalText(LIMITS.description),
  email: v.pipe(
    optionalText(LIMITS.email),
    v.check((email) => email === '' || isValidEmail(email), MESSAGES.emailInvalid),
    v.toLowerCase(),
  ),
  phone: optionalPhone,
  logo: v.pipe(
    v.optional(v.string(M.logoInvalid), ''),
    v.check((logo) => isAcceptableLogo(logo), M.logoInvalid),
  ),
  paymentTerms: optionalText(LIMITS.text),
  paymentDueDays: wholeNumber(M.dueDaysInvalid, 0, MAX_DUE_DAYS),
  nextInvoiceNumber: wholeNumber(M.nextNumberInvalid, 1, Number.MAX_SAFE_INTEGER),
});

/**
 * The business profile (issue 40 item 3): every signed-in user reads it (it heads the invoices
 * customers see too); only admins change it, version-checked like every record.
 */
export function businessProfileRoutes(deps: AppDeps) {
  const profiles = deps.stores.businessProfile;
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => ok(c, await profiles.get()));

  app.put('/', requireRole(...ADMIN), async (c) => {
    const current = await profiles.get();
    const stale = await staleVersionReply(c, current.version, () => current);
    if (stale) return stale;
    const body = await readBody(c, ProfileBody);
    // A number already on an invoice is never given again (the sequence may skip ahead, not back).
    const highest = await profiles.highestIssued();
    if (highest !== null && body.nextInvoiceNumber <= highest) {
      throw conflict(M.nextNumberUsed(highest), M.nextNumberUsedCode);
    }
    // The save and its audit entry commit together (issue 41); the logo is kept as changed or not.
    await deps.stores.transaction(async (tx) => {
      const before = await tx.businessProfile.get();
      await tx.businessProfile.update(body, deps.now());
      const after = await tx.businessProfile.get();
      await recordChange(tx, {
        actor: actorOf(c),
        at: deps.now(),
        recordType: 'businessProfile',
        recordId: BUSINESS_PROFILE_RECORD_ID,
        ...businessProfileAuditPair(before, after),
        version: after.version,
        previousVersion: before.version,
      });
    });
    return ok(c, await profiles.get());
  });

  return app;
}

/**
 * Issues a submission's invoice (its number and date the first time, the same ones ever after) and
 * answers them with the profile's terms, the due date, the total and what its payments come to
 * (issue 40 items 4 and 5); a submission that does not exist is a 404. The customer's copy leaves out
 * who recorded each payment (no staff names for customers).
 */
export async function issueInvoice(
  deps: AppDeps,
  submissionId: number,
  actor: Actor,
  view: 'staff' | 'customer' = 'staff',
) {
  const at = deps.now();
  // The number given is recorded in the same transaction that takes it (issue 41, decision 0420);
  // a second opening gives none, so it records none.
  const issued = await deps.stores.businessProfile.issueInvoice(submissionId, at, (trx, given) =>
    recordChange(
      { audit: auditStore(trx) },
      {
        actor,
        at,
        recordType: 'invoice',
        recordId: submissionId,
        before: null,
        after: auditFieldsOf({ submissionId, ...given }, INVOICE_AUDIT_FIELDS),
        version: null,
      },
    ),
  );
  if (!issued) throw notFound('Submission not found', 'SUBMISSION_NOT_FOUND');
  return invoicePayload(deps, submissionId, issued, view);
}

/** An issued invoice's payload: its identity, terms and due date, and what has been paid. */
export async function invoicePayload(
  deps: AppDeps,
  submissionId: number,
  issued: IssuedInvoiceRow,
  view: 'staff' | 'customer',
) {
  const [profile, row, payments] = await Promise.all([
    deps.stores.businessProfile.get(),
    deps.stores.submissions.find(submissionId),
    deps.stores.payments.ofSubmission(submissionId),
  ]);
  if (!row) throw notFound('Submission not found', 'SUBMISSION_NOT_FOUND');
  const dueDate = dueDateOf(issued.invoiceDate, profile.paymentDueDays);
  const { prescreening, ...counts } = submissionPayload(row);
  const total = priceSubmission(counts, prescreening === 2 || prescreening === 3 ? prescreening : 1).totalDue;
  const shown = view === 'staff' ? payments : payments.map(({ recordedBy: _staff, ...payment }) => payment);
  return {
    ...issued,
    paymentTerms: profile.paymentTerms,
    dueDate,
    ...settlementOf(total, shown, dueDate, dayOf(deps.now())),
  };
}

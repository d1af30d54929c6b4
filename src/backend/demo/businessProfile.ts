import {
  BUSINESS_PROFILE_MESSAGES as M,
  dueDateOf,
  normalizedBusinessProfile,
  validateBusinessProfile,
  type IssuedInvoice,
} from '../../domain/businessProfile';
import { INVOICE_AUDIT_FIELDS, auditFieldsOf } from '../../domain/audit';
import { BUSINESS_PROFILE_RECORD_ID, businessProfileAuditPair } from '../../domain/businessProfileAudit';
import { AppError } from '../../domain/errors';
import { dayOf, settlementOf } from '../../domain/payments';
import { priceSubmission } from '../../domain/pricing';
import type { BusinessProfileApi } from '../backend';
import { copy, type DemoContext, type DemoIssuedInvoice, type DemoStore } from './store';
import { bumpVersion, checkVersion, refusal } from './writes';

const FORBIDDEN = 'You do not have permission to do that.';

/** The highest invoice number issued so far, or 0 when none has been. */
const highestIssued = (store: DemoStore): number =>
  Math.max(0, ...[...store.invoices.values()].map((invoice) => invoice.invoiceNumber));

/**
 * A submission's invoice as the server's POST …/invoice answers it: its number and date the first
 * time (the profile's next number, which then moves on), the same ones ever after (issue 40 item 4),
 * with what its payments come to (item 5); the customer's copy names no staff member.
 * The caller has checked that the submission exists and may be seen.
 */
export function issueDemoInvoice(
  { store, audit, now: clock }: Pick<DemoContext, 'store' | 'audit' | 'now'>,
  submissionId: string,
  view: 'staff' | 'customer' = 'staff',
): IssuedInvoice {
  const now = clock();
  let issued = store.invoices.get(submissionId);
  if (!issued) {
    const profile = store.businessProfile;
    issued = { invoiceNumber: profile.nextInvoiceNumber, invoiceDate: dayOf(now) };
    store.invoices.set(submissionId, issued);
    profile.nextInvoiceNumber += 1;
    // The server's entry of the number given (decision 0420); a later opening gives none.
    audit.record({
      recordType: 'invoice',
      recordId: submissionId,
      before: null,
      after: auditFieldsOf({ submissionId, ...issued }, INVOICE_AUDIT_FIELDS),
      version: null,
    });
  }
  return demoInvoiceOf(store, submissionId, issued, now, view);
}

/** An issued invoice's answer: identity, terms, due date, total and its payments' settlement. */
export function demoInvoiceOf(
  store: DemoStore,
  submissionId: string,
  issued: DemoIssuedInvoice,
  now: Date,
  view: 'staff' | 'customer',
): IssuedInvoice {
  const { paymentTerms, paymentDueDays } = store.businessProfile;
  const dueDate = dueDateOf(issued.invoiceDate, paymentDueDays);
  const submission = store.submissions.get(submissionId);
  const total = submission ? priceSubmission(submission, submission.prescreening).totalDue : 0;
  const payments = store.payments.get(submissionId) ?? [];
  const shown = view === 'staff' ? payments : payments.map(({ recordedBy: _staff, ...payment }) => payment);
  return { ...issued, paymentTerms, dueDate, ...settlementOf(total, shown, dueDate, dayOf(now)) };
}

/** The business profile in the browser: the server's rules and messages (routes/businessProfile.ts). */
export function createDemoBusinessProfile(context: DemoContext): BusinessProfileApi {
  const { store, latency } = context;
  const isAdmin = () => store.data.personas[context.persona()].user.roles.includes('ADMIN');
  return {
    async get(options) {
      await latency.wait('records', options?.signal);
      return copy(store.businessProfile);
    },
    async save(input, options) {
      await latency.wait('records', options?.signal);
      if (!isAdmin()) throw refusal(403, FORBIDDEN);
      checkVersion(store.businessProfile, options?.version);
      const fields = normalizedBusinessProfile(input);
      const [error] = Object.values(validateBusinessProfile(fields));
      if (error) throw refusal(400, error);
      const highest = highestIssued(store);
      if (highest > 0 && fields.nextInvoiceNumber <= highest) {
        const message = M.nextNumberUsed(highest);
        throw new AppError('HTTP_ERROR', message, { status: 409, messages: [message] });
      }
      const before = copy(store.businessProfile);
      Object.assign(store.businessProfile, fields, { updatedAt: context.now().toISOString() });
      bumpVersion(store.businessProfile);
      context.audit.record({
        recordType: 'businessProfile',
        recordId: String(BUSINESS_PROFILE_RECORD_ID),
        ...businessProfileAuditPair(before, store.businessProfile),
        version: store.businessProfile.version,
        previousVersion: before.version,
      });
      return copy(store.businessProfile);
    },
  };
}

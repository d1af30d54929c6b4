import type { BusinessProfile, BusinessProfileInput } from '../../src/domain/businessProfile';
import type { Db } from './database';
import type { Selectable } from 'kysely';
import type { BusinessProfileTable } from './schema';

const PROFILE_ID = 1;
/** The columns' default of 14 days, in words. */
const DEFAULT_PAYMENT_TERMS = 'Due in 14 days';

function profilePayload(row: Selectable<BusinessProfileTable>): BusinessProfile {
  return {
    name: row.name,
    address: row.address,
    email: row.email,
    phone: row.phone,
    logo: row.logo,
    paymentTerms: row.payment_terms,
    paymentDueDays: row.payment_due_days,
    nextInvoiceNumber: row.next_invoice_number,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/** A submission's invoice identity once issued (issue 40 item 4). */
export interface IssuedInvoice {
  invoiceNumber: number;
  /** YYYY-MM-DD, the day it was first issued. */
  invoiceDate: string;
}

/** The number was taken by another request between our read and our write: roll back and re-read. */
class AlreadyIssued extends Error {}

/** The business profile and the invoice sequence: the one place their SQL lives. */
export function businessProfileStore(db: Db) {
  // The row is made with the columns' defaults the first time anything needs it.
  const ensureRow = (from: Db) =>
    from
      .insertInto('business_profile')
      .values({ id: PROFILE_ID, payment_terms: DEFAULT_PAYMENT_TERMS })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  const read = async (from: Db) => {
    await ensureRow(from);
    return from
      .selectFrom('business_profile')
      .selectAll()
      .where('id', '=', PROFILE_ID)
      .executeTakeFirstOrThrow();
  };
  const issuedOf = async (from: Db, submissionId: number): Promise<IssuedInvoice | null | undefined> => {
    const row = await from
      .selectFrom('submissions')
      .select(['invoice_number', 'invoice_date'])
      .where('id', '=', submissionId)
      .executeTakeFirst();
    if (!row) return undefined;
    return row.invoice_number === null || row.invoice_date === null
      ? null
      : { invoiceNumber: row.invoice_number, invoiceDate: row.invoice_date };
  };

  return {
    async get(): Promise<BusinessProfile> {
      return profilePayload(await read(db));
    },

    /** The submission's invoice once issued; null when not yet, undefined for no such submission. */
    issued(submissionId: number): Promise<IssuedInvoice | null | undefined> {
      return issuedOf(db, submissionId);
    },

    /** The highest invoice number issued so far, or null when none has been. */
    async highestIssued(): Promise<number | null> {
      const row = await db
        .selectFrom('submissions')
        .select((eb) => eb.fn.max('invoice_number').as('highest'))
        .executeTakeFirst();
      return row?.highest == null ? null : Number(row.highest);
    },

    async update(input: BusinessProfileInput, now: Date): Promise<void> {
      await ensureRow(db);
      await db
        .updateTable('business_profile')
        .set((eb) => ({
          name: input.name,
          address: input.address,
          email: input.email,
          phone: input.phone,
          logo: input.logo,
          payment_terms: input.paymentTerms,
          payment_due_days: input.paymentDueDays,
          next_invoice_number: input.nextInvoiceNumber,
          updated_at: now.toISOString(),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', PROFILE_ID)
        .execute();
    },

    /**
     * The submission's invoice number and date, giving it the next number of the sequence the first
     * time (undefined for no such submission). One transaction: the profile row's update takes the
     * number under the row's write lock, so two issuers never get the same one, and a number is kept
     * only when it was written to this submission (a submission another request issued meanwhile
     * rolls back, leaving no gap). `onIssued` runs inside that transaction when this call gave the
     * number (the audit entry of the issue, which commits or rolls back with it).
     */
    async issueInvoice(
      submissionId: number,
      now: Date,
      onIssued?: (trx: Db, issued: IssuedInvoice) => Promise<void>,
    ): Promise<IssuedInvoice | undefined> {
      const existing = await issuedOf(db, submissionId);
      if (existing !== null) return existing;
      try {
        await ensureRow(db);
        return await db.transaction().execute(async (trx) => {
          const taken = await trx
            .updateTable('business_profile')
            .set((eb) => ({ next_invoice_number: eb('next_invoice_number', '+', 1) }))
            .where('id', '=', PROFILE_ID)
            .returning('next_invoice_number')
            .executeTakeFirstOrThrow();
          const issued = {
            invoiceNumber: taken.next_invoice_number - 1,
            invoiceDate: now.toISOString().slice(0, 10),
          };
          const written = await trx
            .updateTable('submissions')
            .set({ invoice_number: issued.invoiceNumber, invoice_date: issued.invoiceDate })
            .where('id', '=', submissionId)
            .where('invoice_number', 'is', null)
            .executeTakeFirst();
          if (Number(written.numUpdatedRows) !== 1) throw new AlreadyIssued();
          await onIssued?.(trx, issued);
          return issued;
        });
      } catch (error) {
        if (!(error instanceof AlreadyIssued)) throw error;
        return (await issuedOf(db, submissionId)) ?? undefined;
      }
    },
  };
}

export type BusinessProfileStore = ReturnType<typeof businessProfileStore>;

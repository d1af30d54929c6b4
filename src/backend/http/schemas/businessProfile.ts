import * as v from 'valibot';
import type { BusinessProfile, IssuedInvoice } from '../../../domain/businessProfile';
import { textOrEmpty } from './fields';
import { parsePayload } from './parse';

/** The business profile as GET/PUT /business-profile answer it (issue 40); the numbers are required. */
const profileSchema = v.object({
  name: textOrEmpty,
  address: textOrEmpty,
  email: textOrEmpty,
  phone: textOrEmpty,
  logo: textOrEmpty,
  paymentTerms: textOrEmpty,
  paymentDueDays: v.pipe(v.number(), v.integer()),
  nextInvoiceNumber: v.pipe(v.number(), v.integer()),
  version: v.fallback(v.number(), 1),
  updatedAt: textOrEmpty,
});

const day = v.pipe(v.string(), v.isoDate());

/** An issued invoice: without its number and date it is no invoice, so both are required. */
const invoiceSchema = v.object({
  invoiceNumber: v.pipe(v.number(), v.integer(), v.minValue(1)),
  invoiceDate: day,
  paymentTerms: textOrEmpty,
  dueDate: day,
});

export const parseBusinessProfile = (payload: unknown): BusinessProfile =>
  parsePayload(profileSchema, payload, 'BUSINESS_PROFILE_PARSE_ERROR');

export const parseIssuedInvoice = (payload: unknown): IssuedInvoice =>
  parsePayload(invoiceSchema, payload, 'INVOICE_PARSE_ERROR');

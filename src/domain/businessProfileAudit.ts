import type { AuditFields } from './audit';
import type { BusinessProfileInput } from './businessProfile';

/** The business profile's single record in the trail (it has no id of its own). */
export const BUSINESS_PROFILE_RECORD_ID = 1;

/** The profile's fields a history keeps as they are; the logo is kept as a marker (below). */
const KEPT = [
  'name',
  'address',
  'email',
  'phone',
  'paymentTerms',
  'paymentDueDays',
  'nextInvoiceNumber',
] as const satisfies readonly (keyof BusinessProfileInput)[];

/**
 * The profile before and after a save as its history keeps them (issue 41, decision 0440): every
 * field but the logo as it is, and the logo as whether it changed, never the image itself (a data:
 * URL of up to 100 KB). A replaced logo reads 'earlier logo' to 'new logo', a first one 'empty' to
 * 'new logo', a removed one 'earlier logo' to 'empty'; a logo kept as it was is no change.
 */
export function businessProfileAuditPair(
  before: BusinessProfileInput,
  after: BusinessProfileInput,
): { before: AuditFields; after: AuditFields } {
  const changed = before.logo !== after.logo;
  const marker = (logo: string, changedLabel: string) => {
    if (logo === '') return null;
    return changed ? changedLabel : 'logo';
  };
  const kept = (profile: BusinessProfileInput) => Object.fromEntries(KEPT.map((key) => [key, profile[key]]));
  return {
    before: { ...kept(before), logo: marker(before.logo, 'earlier logo') },
    after: { ...kept(after), logo: marker(after.logo, 'new logo') },
  };
}

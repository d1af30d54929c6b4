/**
 * Field names that hold a person's details, for error reports (scrub.ts): reports keep what the app
 * attaches and mask these fields in it. The inspection stream works the other way round, by an
 * allow-list (src/lib/inspection/masking.ts), because it carries every event and context a machine sees.
 */

/** Keys whose values are personal (compared lower-case without separators). */
const PERSONAL_KEYS = new Set([
  'name',
  'firstname',
  'lastname',
  'middlename',
  'fullname',
  'displayname',
  'givenname',
  'surname',
  'username',
  'customername',
  'customerdisplayname',
  'initials',
  'street',
  'city',
  'state',
  'zip',
  'zipcode',
  'postcode',
  'postalcode',
  'mailing',
  'mailinglines',
  'cookie',
  'authorization',
  'apikey',
]);
/** Key fragments that mark a value as personal wherever they appear (e.g. rememberedEmail). */
const PERSONAL_FRAGMENTS = ['email', 'phone', 'password', 'token', 'secret', 'address', 'note'];

export function isPersonalKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    PERSONAL_KEYS.has(normalised) || PERSONAL_FRAGMENTS.some((fragment) => normalised.includes(fragment))
  );
}

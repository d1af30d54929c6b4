import type { Migration } from './builders';

export const signInDevicesAndRequestFingerprints: Migration = {
  version: 8,
  name: 'sign-in devices and idempotency request fingerprints',
  async up(db) {
    // Browsers that signed in to an account before (decision 0331): the cookie holds a random token,
    // stored here only as its SHA-256, as session tokens are. One browser may know several accounts.
    await db.schema
      .createTable('known_devices')
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('last_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_devices_pkey', ['token_hash', 'account'])
      .execute();
    await db.schema.createIndex('known_devices_by_last').on('known_devices').column('last_at').execute();
    // The SHA-256 of the first request's body, so the same key with another body is refused (422)
    // instead of answered with the first one's result (decision 0333). Null on keys stored before.
    await db.schema.alterTable('idempotency_keys').addColumn('fingerprint', 'text').execute();
  },
};

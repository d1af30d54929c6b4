import { dialect, type Migration } from './builders';

export const signInAddresses: Migration = {
  version: 2,
  name: 'usual sign-in addresses and sign-up attempts',
  async up(db, engine) {
    const { id } = dialect(engine);
    await db.schema
      .createTable('known_sign_ins')
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('last_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_sign_ins_pkey', ['account', 'address'])
      .execute();
    await id(db.schema.createTable('sign_up_attempts'))
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('attempted_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sign_up_attempts_by_address')
      .on('sign_up_attempts')
      .columns(['address', 'attempted_at'])
      .execute();
  },
};

/** @jest-environment node */
import { Migrator } from 'kysely/migration';
import { eachEngine, freshDatabase } from '@/__tests__/support/inbox';
import { migrate, MIGRATIONS, openDatabase } from '@/inbox/db';

jest.setTimeout(30_000);

eachEngine('an inbox kept before the desk', (engine) => {
  it('keeps every request when the desk’s migration runs on it', async () => {
    const { db } = openDatabase(await freshDatabase(engine));
    try {
      const first = { '001-requests': MIGRATIONS['001-requests'] };
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => first } }).migrateToLatest();
      expect(error).toBeUndefined();
      await db
        .insertInto('requests')
        .values({
          id: 'a6b1c2d3-0000-4000-8000-000000000001',
          kind: 'booking',
          reference: 'VJ-7QK2MD',
          quote: null,
          body_hash: 'h',
          payload: '{"kind":"booking"}',
          answer_status: 201,
          answer_body: '{}',
          received_at: 1,
        })
        .execute();
      await migrate(db);
      const row = await db.selectFrom('requests').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ reference: 'VJ-7QK2MD', status: 'new', amount_inr: null, status_changed_at: null });
      expect(await db.selectFrom('request_history').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('desk_sessions').selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});

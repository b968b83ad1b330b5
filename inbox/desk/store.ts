import { randomUUID } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db, Engine, RequestStatus, Tables } from '../db';

export type QueueFilter = { status?: RequestStatus; kind?: string; search?: string };
export type QueueCursor = { at: number; id: string };
export type StatusChange = {
  id: string;
  from: RequestStatus;
  to: RequestStatus;
  by: string;
  now: number;
  amountInr?: number;
  note?: string;
  flightAt?: string;
  reason?: string;
};

const QUEUE_COLUMNS = [
  'id',
  'kind',
  'reference',
  'status',
  'received_at',
  'payload',
  'amount_inr',
  'flight_at',
] as const;

// A contact field inside the stored JSON, the same question asked in each engine's words.
const contactField = (engine: Engine, field: 'name' | 'phone') =>
  engine === 'sqlite'
    ? sql<string | null>`json_extract(payload, ${`$.contact.${field}`})`
    : sql<string | null>`(payload::json #>> ${`{contact,${field}}`})`;

const likeable = (text: string) => text.replace(/[\\%_]/g, '');

export function createDeskStore(db: Db, engine: Engine) {
  const matching = (filter: QueueFilter) => (where: ExpressionBuilder<Tables, 'requests'>) => {
    const all: Expression<SqlBool>[] = [];
    if (filter.status) all.push(where('status', '=', filter.status));
    if (filter.kind) all.push(where('kind', '=', filter.kind));
    const search = filter.search?.trim();
    if (search) {
      const any: Expression<SqlBool>[] = [where('reference', '=', search.toUpperCase())];
      const words = likeable(search.toLowerCase());
      if (words) any.push(where(sql`lower(${contactField(engine, 'name')})`, 'like', `%${words}%`));
      const digits = search.replace(/\D/g, '');
      // A phone is typed as digits and separators: a reference's digits must not match someone's number.
      if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(search)) {
        const phone = sql`replace(replace(${contactField(engine, 'phone')}, ' ', ''), '-', '')`;
        any.push(where(phone, 'like', `%${digits}%`));
      }
      all.push(where.or(any));
    }
    return where.and(all);
  };

  const store = {
    async userOf(email: string) {
      return db.selectFrom('desk_users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async failuresOf(email: string) {
      return db.selectFrom('desk_sign_in_failures').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /** One more wrong password in a row under `email` (a count's key), in one statement; the `limit`th pauses it until the answer. */
    async recordFailure(email: string, now: number, limit: number, lockMs: number): Promise<number | null> {
      const { failures } = await db
        .insertInto('desk_sign_in_failures')
        .values({ email, failures: 1, last_failed_at: now, locked_until: null })
        .onConflict((conflict) =>
          conflict
            .column('email')
            .doUpdateSet({ failures: sql`desk_sign_in_failures.failures + 1`, last_failed_at: now }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      if (failures < limit) return null;
      const lockedUntil = now + lockMs;
      await db
        .updateTable('desk_sign_in_failures')
        .set({ locked_until: lockedUntil })
        .where('email', '=', email)
        .execute();
      return lockedUntil;
    },

    async clearFailures(email: string): Promise<void> {
      await db.deleteFrom('desk_sign_in_failures').where('email', '=', email).execute();
    },

    async createSession(idHash: string, email: string, now: number, expiresAt: number): Promise<void> {
      await db
        .insertInto('desk_sessions')
        .values({ id_hash: idHash, email, created_at: now, expires_at: expiresAt })
        .execute();
    },

    async sessionOf(idHash: string, now: number): Promise<string | null> {
      const row = await db
        .selectFrom('desk_sessions')
        .select('email')
        .where('id_hash', '=', idHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.email ?? null;
    },

    async endSession(idHash: string): Promise<void> {
      await db.deleteFrom('desk_sessions').where('id_hash', '=', idHash).execute();
    },

    async endEverySession(email: string, now: number): Promise<void> {
      await db
        .deleteFrom('desk_sessions')
        .where((where) => where.or([where('email', '=', email), where('expires_at', '<=', now)]))
        .execute();
    },

    /** Newest first, `limit` rows after the cursor: an index on (received_at, id) answers it whatever the count. */
    queueQuery(filter: QueueFilter, limit: number, before?: QueueCursor) {
      let query = db.selectFrom('requests').select(QUEUE_COLUMNS).where(matching(filter));
      if (before) {
        query = query.where((where) =>
          where.or([
            where('received_at', '<', before.at),
            where.and([where('received_at', '=', before.at), where('id', '<', before.id)]),
          ]),
        );
      }
      return query.orderBy('received_at', 'desc').orderBy('id', 'desc').limit(limit);
    },

    queue(filter: QueueFilter, limit: number, before?: QueueCursor) {
      return store.queueQuery(filter, limit, before).execute();
    },

    async requestOf(id: string) {
      return db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async historyOf(id: string) {
      return db
        .selectFrom('request_history')
        .selectAll()
        .where('request_id', '=', id)
        .orderBy('at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Changed only from the status the desk saw: a change made meanwhile by someone else is not overwritten. */
    async changeStatus(change: StatusChange): Promise<'changed' | 'stale'> {
      const details = {
        amount_inr: change.to === 'quoted' ? (change.amountInr ?? null) : null,
        status_note: change.to === 'quoted' ? (change.note ?? null) : null,
        flight_at: change.to === 'confirmed' ? (change.flightAt ?? null) : null,
        status_reason: change.to === 'declined' ? (change.reason ?? null) : null,
      };
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('requests')
          .set({
            ...details,
            status: change.to,
            status_changed_at: change.now,
            status_changed_by: change.by,
            closed_at: change.to === 'closed' ? change.now : null,
          })
          .where('id', '=', change.id)
          .where('status', '=', change.from)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return 'stale';
        const recorded = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== null));
        await trx
          .insertInto('request_history')
          .values({
            id: randomUUID(),
            request_id: change.id,
            at: change.now,
            by_email: change.by,
            from_status: change.from,
            to_status: change.to,
            details: Object.keys(recorded).length > 0 ? JSON.stringify(recorded) : null,
          })
          .execute();
        return 'changed';
      });
    },
  };
  return store;
}

export type DeskStore = ReturnType<typeof createDeskStore>;

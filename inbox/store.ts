import { sql } from 'kysely';
import type { Db, Engine } from './db';

export type Answer = { status: number; body: Record<string, unknown> };

export type Taken =
  { outcome: 'stored'; answer: Answer } | { outcome: 'replay'; answer: Answer } | { outcome: 'different' };

export type NewRequest = {
  id: string;
  kind: string;
  reference: string;
  quote: string | null;
  bodyHash: string;
  payload: string;
  answer: Answer;
  now: number;
  queueMail: boolean;
};

export type DueDelivery = { requestId: string; attempts: number; payload: string };

/** The stored row's first answer wins: a repeat replays it whatever else has changed since. */
const answerOf = (row: { answer_status: number; answer_body: string }): Answer => ({
  status: row.answer_status,
  body: JSON.parse(row.answer_body) as Record<string, unknown>,
});

// The one query layer: the same statements on SQLite and PostgreSQL, told apart only where they differ.
export function createStore(db: Db, engine: Engine, { lockTimeoutMs = 2000 } = {}) {
  return {
    engine,
    db,

    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },

    /** Stored once under its key in one transaction, the mail queued in the same one. */
    async take(request: NewRequest, beforeCommit?: () => Promise<void>): Promise<Taken> {
      return db.transaction().execute(async (trx) => {
        if (engine === 'postgres') await sql`set local lock_timeout = ${sql.lit(`${lockTimeoutMs}ms`)}`.execute(trx);
        const inserted = await trx
          .insertInto('requests')
          .values({
            id: request.id,
            kind: request.kind,
            reference: request.reference,
            quote: request.quote,
            body_hash: request.bodyHash,
            payload: request.payload,
            answer_status: request.answer.status,
            answer_body: JSON.stringify(request.answer.body),
            received_at: request.now,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          if (request.queueMail) {
            await trx
              .insertInto('deliveries')
              .values({ request_id: request.id, state: 'queued', attempts: 0, next_attempt_at: request.now })
              .execute();
          }
          await beforeCommit?.();
          return { outcome: 'stored', answer: request.answer };
        }
        const first = await trx
          .selectFrom('requests')
          .select(['body_hash', 'answer_status', 'answer_body'])
          .where('id', '=', request.id)
          .executeTakeFirstOrThrow();
        return first.body_hash === request.bodyHash
          ? { outcome: 'replay', answer: answerOf(first) }
          : { outcome: 'different' };
      });
    },

    /** Leases due mail to one owner: another process skips what is leased (and, on PostgreSQL, what is being leased). */
    async leaseDeliveries(owner: string, now: number, leaseMs: number, limit: number): Promise<DueDelivery[]> {
      let due = db
        .selectFrom('deliveries')
        .select('request_id')
        .where('state', '=', 'queued')
        .where('next_attempt_at', '<=', now)
        .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(limit);
      if (engine === 'postgres') due = due.forUpdate().skipLocked();
      const leased = await db
        .updateTable('deliveries')
        .set({ lease_owner: owner, lease_until: now + leaseMs, attempts: sql`attempts + 1` })
        .where('request_id', 'in', due)
        .where('state', '=', 'queued')
        .returning(['request_id', 'attempts'])
        .execute();
      if (leased.length === 0) return [];
      const rows = await db
        .selectFrom('requests')
        .select(['id', 'payload'])
        .where(
          'id',
          'in',
          leased.map((row) => row.request_id),
        )
        .execute();
      const payloads = new Map(rows.map((row) => [row.id, row.payload]));
      return leased.map((row) => ({
        requestId: row.request_id,
        attempts: row.attempts,
        payload: payloads.get(row.request_id) ?? '{}',
      }));
    },

    async markSent(requestId: string, owner: string, now: number): Promise<void> {
      await db
        .updateTable('deliveries')
        .set({ state: 'sent', sent_at: now, lease_owner: null, lease_until: null, last_error: null })
        .where('request_id', '=', requestId)
        .where('lease_owner', '=', owner)
        .execute();
    },

    async markFailed(requestId: string, owner: string, nextAttemptAt: number, error: string): Promise<void> {
      await db
        .updateTable('deliveries')
        .set({ next_attempt_at: nextAttemptAt, lease_owner: null, lease_until: null, last_error: error })
        .where('request_id', '=', requestId)
        .where('lease_owner', '=', owner)
        .execute();
    },

    /** Requests closed before `closedBefore` whose contact details are still kept. */
    async closedToRedact(closedBefore: number, limit: number) {
      return db
        .selectFrom('requests')
        .select(['id', 'payload'])
        .where('closed_at', 'is not', null)
        .where('closed_at', '<', closedBefore)
        .where('redacted_at', 'is', null)
        .limit(limit)
        .execute();
    },

    async redact(id: string, payload: string, now: number): Promise<void> {
      await db.updateTable('requests').set({ payload, redacted_at: now }).where('id', '=', id).execute();
    },

    async putUser(email: string, passwordHash: string, now: number): Promise<'added' | 'changed'> {
      const existing = await db.selectFrom('desk_users').select('email').where('email', '=', email).executeTakeFirst();
      await db
        .insertInto('desk_users')
        .values({ email, password_hash: passwordHash, created_at: now })
        .onConflict((conflict) => conflict.column('email').doUpdateSet({ password_hash: passwordHash }))
        .execute();
      return existing ? 'changed' : 'added';
    },

    async close(): Promise<void> {
      await db.destroy();
    },
  };
}

export type Store = ReturnType<typeof createStore>;

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
  statusTokenHash?: string | null;
};

export type DueDelivery = { requestId: string; attempts: number; payload: string };

/** The stored row's first answer wins: a repeat replays it whatever else has changed since. */
const answerOf = (row: { answer_status: number; answer_body: string }): Answer => ({
  status: row.answer_status,
  body: JSON.parse(row.answer_body) as Record<string, unknown>,
});

const rowOf = (request: NewRequest) => ({
  id: request.id,
  kind: request.kind,
  reference: request.reference,
  quote: request.quote,
  body_hash: request.bodyHash,
  payload: request.payload,
  answer_status: request.answer.status,
  answer_body: JSON.stringify(request.answer.body),
  received_at: request.now,
  status_token_hash: request.statusTokenHash ?? null,
});

type FirstRow = { body_hash: string; answer_status: number; answer_body: string };
const repeatOf = (request: NewRequest, first: FirstRow | undefined): Taken => {
  if (!first) throw new Error('conflicting row not found');
  return first.body_hash === request.bodyHash
    ? { outcome: 'replay', answer: answerOf(first) }
    : { outcome: 'different' };
};

type Waiting = { request: NewRequest; resolve: (taken: Taken) => void; reject: (error: unknown) => void };
const BATCH_MAX = 256;

// The one query layer: the same statements on SQLite and PostgreSQL, told apart only where they differ.
export function createStore(db: Db, engine: Engine) {
  const firstOf = (ids: string[], from: Pick<Db, 'selectFrom'> = db) =>
    from
      .selectFrom('requests')
      .select(['id', 'body_hash', 'answer_status', 'answer_body'])
      .where('id', 'in', ids)
      .execute()
      .then((rows) => new Map(rows.map((row) => [row.id, row])));

  /** The requests waiting together go in one transaction and one commit, each keeping its own outcome. */
  const storeBatch = (batch: NewRequest[]): Promise<Taken[]> =>
    db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('requests')
        // In key order: two PostgreSQL instances taking the same keys wait on each other, never deadlock.
        .values(batch.map(rowOf).sort((a, b) => (a.id < b.id ? -1 : 1)))
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .execute();
      const stored = new Set(inserted.map((row) => row.id));
      const mail = batch.filter((request) => request.queueMail && stored.has(request.id));
      if (mail.length > 0) {
        await trx
          .insertInto('deliveries')
          .values(
            mail.map((request) => ({
              request_id: request.id,
              state: 'queued' as const,
              attempts: 0,
              next_attempt_at: request.now,
            })),
          )
          .execute();
      }
      const repeats = batch.filter((request) => !stored.has(request.id)).map((request) => request.id);
      const firsts = repeats.length > 0 ? await firstOf(repeats, trx) : new Map<string, FirstRow>();
      return batch.map((request) =>
        stored.has(request.id)
          ? { outcome: 'stored', answer: request.answer }
          : repeatOf(request, firsts.get(request.id)),
      );
    });

  const waiting: Waiting[] = [];
  let flushing = false;
  async function flush() {
    flushing = true;
    while (waiting.length > 0) {
      // One key at most once a batch: its second comer waits for the first's commit and replays it.
      const keys = new Set<string>();
      const batch: Waiting[] = [];
      for (let index = 0; index < waiting.length && batch.length < BATCH_MAX;) {
        const next = waiting[index];
        if (keys.has(next.request.id)) index += 1;
        else {
          keys.add(next.request.id);
          batch.push(...waiting.splice(index, 1));
        }
      }
      try {
        const taken = await storeBatch(batch.map((item) => item.request));
        batch.forEach((item, index) => item.resolve(taken[index]));
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    flushing = false;
  }

  return {
    engine,
    db,

    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },

    /** Stored once under its key, the mail queued in the same transaction; resolved only after the commit. */
    async take(request: NewRequest, beforeCommit?: () => Promise<void>): Promise<Taken> {
      await beforeCommit?.();
      return new Promise<Taken>((resolve, reject) => {
        waiting.push({ request, resolve, reject });
        if (!flushing) {
          flushing = true;
          // Whatever the event loop reads in this turn joins the batch.
          setImmediate(() => void flush());
        }
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

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect, type Generated } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';

export const STATUSES = ['new', 'quoted', 'confirmed', 'declined', 'closed'] as const;
export type RequestStatus = (typeof STATUSES)[number];

export type Tables = {
  requests: {
    id: string;
    kind: string;
    reference: string;
    quote: string | null;
    body_hash: string;
    payload: string;
    answer_status: number;
    answer_body: string;
    received_at: number;
    status: Generated<RequestStatus>;
    status_token_hash: string | null;
    closed_at: number | null;
    redacted_at: number | null;
    amount_inr: number | null;
    status_note: string | null;
    flight_at: string | null;
    status_reason: string | null;
    status_changed_at: number | null;
    status_changed_by: string | null;
  };
  deliveries: {
    request_id: string;
    state: 'queued' | 'sent';
    attempts: number;
    next_attempt_at: number;
    lease_owner: string | null;
    lease_until: number | null;
    last_error: string | null;
    sent_at: number | null;
  };
  desk_users: { email: string; password_hash: string; created_at: number };
  request_history: {
    id: string;
    request_id: string;
    at: number;
    by_email: string;
    from_status: RequestStatus;
    to_status: RequestStatus;
    details: string | null;
  };
  desk_sessions: { id_hash: string; email: string; created_at: number; expires_at: number };
  desk_sign_in_failures: { email: string; failures: number; last_failed_at: number; locked_until: number | null };
};

export type Db = Kysely<Tables>;
export type Engine = 'sqlite' | 'postgres';
export type Opened = { db: Db; engine: Engine; sqlitePath?: string };

// bigint columns hold milliseconds, well inside a double.
pg.types.setTypeParser(20, Number);

export function sqlitePathOf(url: string): string | null {
  return url.startsWith('file:') ? url.slice('file:'.length) : null;
}

export function openDatabase(
  url: string,
  {
    busyTimeoutMs = 1000,
    poolMax = 10,
    synchronous = 'FULL',
    lockTimeoutMs = 2000,
  }: { busyTimeoutMs?: number; poolMax?: number; synchronous?: string; lockTimeoutMs?: number } = {},
): Opened {
  const file = sqlitePathOf(url);
  if (file !== null) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new Database(file);
    database.pragma('journal_mode = WAL');
    // FULL: a commit is on disk before the 201 goes out, even through a power cut.
    database.pragma(`synchronous = ${synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
    database.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
    database.pragma('foreign_keys = ON');
    return { db: new Kysely<Tables>({ dialect: new SqliteDialect({ database }) }), engine: 'sqlite', sqlitePath: file };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    // The lock timeout is the session's, set as the connection opens: no statement of its own per request.
    const pool = new pg.Pool({
      connectionString: url,
      max: poolMax,
      connectionTimeoutMillis: 3000,
      lock_timeout: lockTimeoutMs,
    });
    // An idle client's lost connection must not end the process: the next query answers 503.
    pool.on('error', () => {});
    return { db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  throw new Error('INBOX_DATABASE_URL must be file:PATH (SQLite) or postgres://… (PostgreSQL)');
}

export const MIGRATIONS: Record<string, Migration> = {
  '001-requests': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('requests')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('reference', 'text', (column) => column.notNull())
        .addColumn('quote', 'text')
        .addColumn('body_hash', 'text', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('answer_status', 'integer', (column) => column.notNull())
        .addColumn('answer_body', 'text', (column) => column.notNull())
        .addColumn('received_at', 'bigint', (column) => column.notNull())
        .addColumn('status', 'text', (column) =>
          column
            .notNull()
            .defaultTo('new')
            .check(sql`status in ('new', 'quoted', 'confirmed', 'declined', 'closed')`),
        )
        .addColumn('status_token_hash', 'text')
        .addColumn('closed_at', 'bigint')
        .addColumn('redacted_at', 'bigint')
        .execute();
      await db.schema.createIndex('requests_reference').on('requests').column('reference').execute();
      await db.schema.createIndex('requests_closed_at').on('requests').column('closed_at').execute();
      await db.schema
        .createTable('deliveries')
        .addColumn('request_id', 'text', (column) => column.primaryKey().references('requests.id'))
        .addColumn('state', 'text', (column) => column.notNull().check(sql`state in ('queued', 'sent')`))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'bigint')
        .execute();
      await db.schema.createIndex('deliveries_due').on('deliveries').columns(['state', 'next_attempt_at']).execute();
      await db.schema
        .createTable('desk_users')
        .addColumn('email', 'text', (column) => column.primaryKey())
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
    },
  },
  '002-desk': {
    async up(db: Kysely<unknown>) {
      // SQLite adds one column a statement.
      const added: [string, 'text' | 'bigint'][] = [
        ['amount_inr', 'bigint'],
        ['status_note', 'text'],
        ['flight_at', 'text'],
        ['status_reason', 'text'],
        ['status_changed_at', 'bigint'],
        ['status_changed_by', 'text'],
      ];
      for (const [name, type] of added) await db.schema.alterTable('requests').addColumn(name, type).execute();
      // The queue reads newest first, whole or by status or kind: each way has its own index.
      await db.schema.createIndex('requests_received').on('requests').columns(['received_at', 'id']).execute();
      await db.schema
        .createIndex('requests_status_received')
        .on('requests')
        .columns(['status', 'received_at', 'id'])
        .execute();
      await db.schema
        .createIndex('requests_kind_received')
        .on('requests')
        .columns(['kind', 'received_at', 'id'])
        .execute();
      await db.schema
        .createTable('request_history')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('request_id', 'text', (column) => column.notNull().references('requests.id'))
        .addColumn('at', 'bigint', (column) => column.notNull())
        .addColumn('by_email', 'text', (column) => column.notNull())
        .addColumn('from_status', 'text', (column) => column.notNull())
        .addColumn('to_status', 'text', (column) => column.notNull())
        .addColumn('details', 'text')
        .execute();
      await db.schema
        .createIndex('request_history_request')
        .on('request_history')
        .columns(['request_id', 'at'])
        .execute();
      await db.schema
        .createTable('desk_sessions')
        .addColumn('id_hash', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull().references('desk_users.email'))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('desk_sessions_email').on('desk_sessions').column('email').execute();
      await db.schema
        .createTable('desk_sign_in_failures')
        .addColumn('email', 'text', (column) => column.primaryKey())
        .addColumn('failures', 'integer', (column) => column.notNull())
        .addColumn('last_failed_at', 'bigint', (column) => column.notNull())
        .addColumn('locked_until', 'bigint')
        .execute();
    },
  },
};

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  // Two instances starting at once may race to create the migrations' own table: the loser tries again.
  for (let attempt = 1; ; attempt += 1) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    if (attempt >= 3) throw error;
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

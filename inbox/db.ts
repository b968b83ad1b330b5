import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect, type Generated } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';

export type RequestStatus = 'new' | 'quoted' | 'confirmed' | 'declined' | 'closed';

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

const MIGRATIONS: Record<string, Migration> = {
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

// The benchmark's floor: a bare Hono handler that inserts the raw body into the same kind of database, checking nothing.
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import pg from 'pg';

const url = process.env.INBOX_DATABASE_URL;
const port = Number(process.env.INBOX_PORT);
let insert;
if (url.startsWith('file:')) {
  const db = new Database(url.slice(5));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('create table if not exists floor (id integer primary key, body text not null)');
  const statement = db.prepare('insert into floor (body) values (?)');
  insert = async (body) => statement.run(body);
} else {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('create table if not exists floor (id bigserial primary key, body text not null)');
  insert = (body) => pool.query('insert into floor (body) values ($1)', [body]);
}
const app = new Hono();
app.post('/requests', async (c) => {
  await insert(await c.req.text());
  return c.json({ ok: true }, 201);
});
app.get('/healthz', (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });

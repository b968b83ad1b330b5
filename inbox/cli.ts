import fs from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import Database from 'better-sqlite3';
import { emailField } from '@/lib/schemas/forms/fields';
import { PASSWORD_MIN } from '@/lib/schemas/forms/password-rules';
import { loadConfig } from './config';
import { migrate, openDatabase, sqlitePathOf } from './db';
import { createLog } from './log';
import { startInbox } from './server';
import { createStore } from './store';

const ARGON2ID = 2;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

// The terminal echoes nothing while the password is typed.
async function askPassword(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) fail('No password: set INBOX_PASSWORD, or run this on a terminal to be asked.');
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stderr.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') fail('\nCancelled.');
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function addUser(address: string | undefined) {
  const email = emailField.safeParse(address ?? '');
  if (!email.success) fail(`Usage: npm run inbox -- add-user EMAIL (${email.error.issues[0].message})`);
  const password = process.env.INBOX_PASSWORD ?? (await askPassword(`Password for ${email.data}: `));
  if (password.length < PASSWORD_MIN) fail(`A desk password has at least ${PASSWORD_MIN} characters.`);
  const config = loadConfig();
  const { db, engine } = openDatabase(config.databaseUrl, { busyTimeoutMs: config.busyTimeoutMs });
  await migrate(db);
  const store = createStore(db, engine);
  const done = await store.putUser(email.data, await hash(password, { algorithm: ARGON2ID }), Date.now());
  await store.close();
  process.stdout.write(`${done === 'added' ? 'Desk user added' : 'Password changed for'}: ${email.data}\n`);
}

async function backup(target: string | undefined) {
  if (!target) fail('Usage: npm run inbox -- backup FILE');
  const config = loadConfig();
  const file = sqlitePathOf(config.databaseUrl);
  if (file === null) {
    fail(
      `The inbox's PostgreSQL database is backed up with PostgreSQL's own tool, safe while serving:\n  pg_dump --format=custom --file '${target}' "$INBOX_DATABASE_URL"\nand restored with pg_restore (docs/inbox.md).`,
    );
  }
  if (!fs.existsSync(file)) fail(`No database at ${file}.`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const database = new Database(file, { fileMustExist: true });
  // SQLite's online backup: pages copied in steps while the inbox keeps writing.
  const { totalPages } = await database.backup(target);
  database.close();
  process.stdout.write(`Backed up ${file} to ${target} (${totalPages} pages)\n`);
}

async function serveInbox() {
  const running = await startInbox(loadConfig());
  const stop = () => running.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

const [command, argument] = process.argv.slice(2);
const commands: Record<string, () => Promise<void>> = {
  serve: serveInbox,
  'add-user': () => addUser(argument),
  backup: () => backup(argument),
};
const run = commands[command ?? 'serve'];
if (!run) fail('Usage: npm run inbox [-- serve | add-user EMAIL | backup FILE]');
run().catch((error: unknown) => {
  createLog().error('inbox failed', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});

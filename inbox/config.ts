import desk from '@/content/data/company.json';

export type InboxConfig = {
  host: string;
  port: number;
  databaseUrl: string;
  allowedOrigins: string[];
  smtpUrl: string | null;
  deskEmail: string;
  mailFrom: string;
  retentionDays: number;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  busyTimeoutMs: number;
  sqliteSynchronous: 'FULL' | 'NORMAL';
  desk: DeskConfig;
};

export type DeskConfig = { sessionHours: number; lockoutFailures: number; lockoutMinutes: number };

const number = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): InboxConfig {
  const deskEmail = env.INBOX_DESK_EMAIL?.trim() || desk.email;
  return {
    host: env.INBOX_HOST?.trim() || '127.0.0.1',
    port: number(env.INBOX_PORT, 3001),
    databaseUrl: env.INBOX_DATABASE_URL?.trim() || 'file:data/inbox.sqlite',
    allowedOrigins: (env.INBOX_ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    smtpUrl: env.INBOX_SMTP_URL?.trim() || null,
    deskEmail,
    mailFrom: env.INBOX_MAIL_FROM?.trim() || deskEmail,
    retentionDays: number(env.INBOX_RETENTION_DAYS, 365),
    rateLimitPerMinute: number(env.INBOX_RATE_LIMIT, 60),
    trustProxy: env.INBOX_TRUST_PROXY === '1',
    busyTimeoutMs: number(env.INBOX_BUSY_TIMEOUT_MS, 1000),
    sqliteSynchronous: env.INBOX_SQLITE_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL',
    desk: {
      sessionHours: number(env.INBOX_DESK_SESSION_HOURS, 12) || 12,
      lockoutFailures: number(env.INBOX_DESK_LOCKOUT_FAILURES, 10) || 10,
      lockoutMinutes: number(env.INBOX_DESK_LOCKOUT_MINUTES, 15),
    },
  };
}

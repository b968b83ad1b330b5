import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { DeskConfig } from '../config';
import { hashOf } from '../status-token';
import type { DeskStore } from './store';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const hostnameOf = (c: Context) => (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase();

/** Secure everywhere but on this machine, where the desk is served over plain http. */
export const isLocal = (c: Context) => LOCAL_HOSTS.has(hostnameOf(c));

export const cookieName = (c: Context) => (isLocal(c) ? 'vj-desk' : '__Host-vj-desk');

/** A state change only from the desk's own pages: Sec-Fetch-Site where the browser sends it, else Origin. */
export function isSameOrigin(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = c.req.header('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host === (c.req.header('host') ?? '').toLowerCase();
  } catch {
    return false;
  }
}

// An unknown address costs the same Argon2id work as a known one: the time tells no one which exist.
let decoy: Promise<string> | null = null;
const decoyHash = () => (decoy ??= hash(randomBytes(16).toString('hex'), { algorithm: 2 }));

export type SignIn =
  { outcome: 'signed-in'; sessionId: string } | { outcome: 'wrong' } | { outcome: 'locked'; minutes: number };

export function createAuth(desk: DeskStore, config: DeskConfig, now: () => number) {
  const lockMs = config.lockoutMinutes * 60_000;
  const minutesLeft = (until: number) => Math.max(1, Math.ceil((until - now()) / 60_000));

  return {
    async signIn(email: string, password: string): Promise<SignIn> {
      // Counted per address whatever its case, so AGENT@ and agent@ share one count.
      const counted = email.toLowerCase();
      const failures = await desk.failuresOf(counted);
      if (failures?.locked_until && failures.locked_until > now()) {
        return { outcome: 'locked', minutes: minutesLeft(failures.locked_until) };
      }
      const user = await desk.userOf(email);
      const matches = await verify(user?.password_hash ?? (await decoyHash()), password).catch(() => false);
      if (!user || !matches) {
        const lockedUntil = await desk.recordFailure(counted, now(), config.lockoutFailures, lockMs);
        return lockedUntil ? { outcome: 'locked', minutes: minutesLeft(lockedUntil) } : { outcome: 'wrong' };
      }
      await desk.clearFailures(counted);
      const sessionId = randomBytes(32).toString('base64url');
      await desk.createSession(hashOf(sessionId), user.email, now(), now() + config.sessionHours * 3_600_000);
      return { outcome: 'signed-in', sessionId };
    },

    setSessionCookie(c: Context, sessionId: string) {
      setCookie(c, cookieName(c), sessionId, {
        path: '/',
        httpOnly: true,
        secure: !isLocal(c),
        sameSite: 'Strict',
        maxAge: config.sessionHours * 3600,
      });
    },

    clearSessionCookie(c: Context) {
      deleteCookie(c, cookieName(c), { path: '/', secure: !isLocal(c) });
    },

    sessionIdOf: (c: Context) => getCookie(c, cookieName(c)) ?? null,

    async userOfSession(sessionId: string | null): Promise<string | null> {
      return sessionId ? desk.sessionOf(hashOf(sessionId), now()) : null;
    },

    endSession: (sessionId: string) => desk.endSession(hashOf(sessionId)),
    endEverySession: (email: string) => desk.endEverySession(email, now()),
  };
}

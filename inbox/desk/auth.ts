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

// One client may try this many times the address limit across every address before it too is paused.
const CLIENT_FACTOR = 3;

export function createAuth(desk: DeskStore, config: DeskConfig, now: () => number) {
  const lockMs = config.lockoutMinutes * 60_000;
  const minutesLeft = (until: number) => Math.max(1, Math.ceil((until - now()) / 60_000));

  return {
    /** Failures count per address from this client, and per client: a stranger's guesses pause the stranger only. */
    async signIn(email: string, password: string, client: string): Promise<SignIn> {
      const counts = [
        { key: `${client} ${email.toLowerCase()}`, limit: config.lockoutFailures },
        { key: `client ${client}`, limit: config.lockoutFailures * CLIENT_FACTOR },
      ];
      for (const { key } of counts) {
        const failures = await desk.failuresOf(key);
        if (failures?.locked_until && failures.locked_until > now())
          return { outcome: 'locked', minutes: minutesLeft(failures.locked_until) };
      }
      const user = await desk.userOf(email);
      const matches = await verify(user?.password_hash ?? (await decoyHash()), password).catch(() => false);
      if (!user || !matches) {
        let lockedUntil: number | null = null;
        for (const { key, limit } of counts)
          lockedUntil = (await desk.recordFailure(key, now(), limit, lockMs)) ?? lockedUntil;
        return lockedUntil ? { outcome: 'locked', minutes: minutesLeft(lockedUntil) } : { outcome: 'wrong' };
      }
      for (const { key } of counts) await desk.clearFailures(key);
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

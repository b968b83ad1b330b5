import { oneLine } from './build';
import type { SiteRequest } from './model';
import { requestPayload } from './payload';
import { retryAfterMs } from './retry';

export const SEND_TIMEOUT_MS = 15_000;

export type SendOutcome =
  | { status: 'delivered'; token?: string }
  | { status: 'retry'; reason: string; retryAfter?: number }
  | { status: 'rejected'; reason: string };

const REASON_MAX = 300;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

async function reasonOf(response: Response): Promise<string> {
  const fallback = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  let body = '';
  try {
    body = await response.text();
  } catch {
    return fallback;
  }
  let said: unknown = body;
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    said = json?.error ?? json?.message ?? body;
    if (typeof said === 'object' && said !== null) said = (said as Record<string, unknown>).message ?? body;
  } catch {
    // Not JSON: the text itself.
  }
  const line = oneLine((typeof said === 'string' ? said : body).replace(BIDI_CONTROLS, ''));
  return line ? `${line.slice(0, REASON_MAX)} (${fallback})` : fallback;
}

async function tokenOf(response: Response): Promise<{ token?: string }> {
  try {
    const { statusToken } = JSON.parse(await response.text()) as { statusToken?: unknown };
    return typeof statusToken === 'string' && TOKEN.test(statusToken) ? { token: statusToken } : {};
  } catch {
    return {};
  }
}

export const IN_PROGRESS = 409;

export const isRetryable = (status: number) =>
  status === 408 || status === IN_PROGRESS || status === 429 || status >= 500;

const IN_PROGRESS_REASON = `HTTP ${IN_PROGRESS}: an earlier send of it is still being taken in`;

export async function postRequest(
  request: SiteRequest,
  endpoint: string,
  { timeoutMs = SEND_TIMEOUT_MS, fetcher = fetch }: { timeoutMs?: number; fetcher?: typeof fetch } = {},
): Promise<SendOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { status: 'retry', reason: 'offline' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': request.id },
      body: JSON.stringify(requestPayload(request)),
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
    if (response.ok) return { status: 'delivered', ...(await tokenOf(response)) };
    if (isRetryable(response.status)) {
      // Only a 409, 429 or 503 says when to come back (and only if the endpoint exposes the header).
      const wait = [IN_PROGRESS, 429, 503].includes(response.status)
        ? retryAfterMs(response.headers?.get('Retry-After'), Date.now())
        : undefined;
      return {
        status: 'retry',
        reason: response.status === IN_PROGRESS ? IN_PROGRESS_REASON : `HTTP ${response.status}`,
        ...(wait === undefined ? {} : { retryAfter: wait }),
      };
    }
    return { status: 'rejected', reason: await reasonOf(response) };
  } catch {
    return { status: 'retry', reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

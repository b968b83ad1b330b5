import { requestsEndpoint } from './endpoint';
import { deskAnswerShape, ledgerEntries, updateLedger, type DeskAnswer, type LedgerEntry } from './ledger';

const TIMEOUT_MS = 10_000;
const urlOf = (endpoint: string, id: string) => `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;

type Asked = { url: string; token: string; method: 'GET' | 'DELETE'; fetcher?: typeof fetch };

async function ask({ url, token, method, fetcher = fetch }: Asked): Promise<Response | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    return await fetcher(url, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export async function askDesk(
  entry: LedgerEntry,
  endpoint: string,
  fetcher?: typeof fetch,
): Promise<DeskAnswer | null> {
  if (!entry.token) return null;
  const response = await ask({
    url: `${urlOf(endpoint, entry.id)}/status`,
    token: entry.token,
    method: 'GET',
    fetcher,
  });
  if (!response?.ok) return null;
  const json: unknown = await response.json().catch(() => null);
  const parsed = deskAnswerShape.safeParse(json);
  return parsed.success ? (parsed.data as DeskAnswer) : null;
}

const same = (a: DeskAnswer | undefined, b: DeskAnswer) => JSON.stringify(a) === JSON.stringify(b);

let asking: Promise<void> | null = null;

export function refreshDesk(owner: string | null, fetcher?: typeof fetch): Promise<void> {
  const endpoint = requestsEndpoint();
  if (!endpoint) return Promise.resolve();
  asking ??= (async () => {
    const mine = ledgerEntries().filter((entry) => entry.token && entry.owner === owner);
    await Promise.all(
      mine.map(async (entry) => {
        const answer = await askDesk(entry, endpoint.url, fetcher);
        if (answer)
          updateLedger(entry.id, (before) =>
            before && !same(before.desk, answer) ? { ...before, desk: answer } : undefined,
          );
      }),
    );
  })().finally(() => {
    asking = null;
  });
  return asking;
}

export function followDesk(owner: string | null): () => void {
  const again = () => {
    if (document.visibilityState === 'visible') void refreshDesk(owner);
  };
  void refreshDesk(owner);
  document.addEventListener('visibilitychange', again);
  window.addEventListener('focus', again);
  return () => {
    document.removeEventListener('visibilitychange', again);
    window.removeEventListener('focus', again);
  };
}

export async function eraseAtInbox(
  entries: readonly LedgerEntry[],
  fetcher?: typeof fetch,
): Promise<{ erased: LedgerEntry[]; unreached: LedgerEntry[] }> {
  const endpoint = requestsEndpoint();
  const outcomes = await Promise.all(
    entries.map(async (entry) => {
      if (!endpoint || !entry.token) return false;
      const response = await ask({ url: urlOf(endpoint.url, entry.id), token: entry.token, method: 'DELETE', fetcher });
      return response?.ok === true;
    }),
  );
  return {
    erased: entries.filter((_, index) => outcomes[index]),
    unreached: entries.filter((_, index) => !outcomes[index]),
  };
}

export async function eraseOwnerRequests(owner: string, fetcher?: typeof fetch) {
  const mine = ledgerEntries().filter((entry) => entry.owner === owner);
  const { erased, unreached } = await eraseAtInbox(
    mine.filter((entry) => entry.token),
    fetcher,
  );
  for (const entry of mine) updateLedger(entry.id, () => null);
  const references = (list: LedgerEntry[]) => list.flatMap((entry) => (entry.reference ? [entry.reference] : []));
  return { erased: references(erased), unreached: references(unreached) };
}

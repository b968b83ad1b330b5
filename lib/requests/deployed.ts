import { ENDPOINT_FILE, endpointOfFile } from './endpoint-file.mjs';
import type { Endpoint } from './endpoint-meta.mjs';

/**
 * Where this code may send kept requests: to its own build's endpoint (`send`), nowhere because the
 * site now has none (`none`: they are handed back to the visitor), or not from here because a later
 * build with another endpoint is deployed (`outdated`: that build's pages or worker send them).
 */
export type Target = { kind: 'send'; url: string } | { kind: 'none' } | { kind: 'outdated' };

const FILE_TIMEOUT_MS = 5_000;

/**
 * The endpoint of the build the host serves now (null: none), read past every cache; undefined
 * when it cannot be told (offline, or a host with an older build that has no such file).
 */
export async function deployedEndpoint(fetcher: typeof fetch = fetch): Promise<Endpoint | null | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FILE_TIMEOUT_MS);
  try {
    const response = await fetcher(ENDPOINT_FILE, {
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.ok ? endpointOfFile(await response.text()) : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** Where a page or worker whose own build has `own` sends, given what the host serves now. */
export function targetOf(own: Endpoint | null, deployed: Endpoint | null | undefined): Target {
  const current = deployed === undefined ? own : deployed;
  if (current === null) return { kind: 'none' };
  return current.url === own?.url ? { kind: 'send', url: current.url } : { kind: 'outdated' };
}

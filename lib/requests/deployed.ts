import { ENDPOINT_FILE, endpointOfFile } from './endpoint-file.mjs';
import type { Endpoint } from './endpoint-meta.mjs';

// Where this code may send kept requests: to its own build's endpoint (`send`), nowhere because the site now has none.
export type Target = { kind: 'send'; url: string } | { kind: 'none' } | { kind: 'outdated' };

const FILE_TIMEOUT_MS = 5_000;

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

export function targetOf(own: Endpoint | null, deployed: Endpoint | null | undefined): Target {
  const current = deployed === undefined ? own : deployed;
  if (current === null) return { kind: 'none' };
  return current.url === own?.url ? { kind: 'send', url: current.url } : { kind: 'outdated' };
}

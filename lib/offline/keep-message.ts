// What a page asks the worker to keep, besides its install-time precache (docs/offline.md).

export const KEEP_MESSAGE = 'vayu:keep';

/** `urls`: the page being read and the files it loaded; `rest`: everything else kept offline. */
export type KeepMessage = { type: typeof KEEP_MESSAGE; urls?: string[]; rest?: boolean };

export const isKeepMessage = (data: unknown): data is KeepMessage =>
  typeof data === 'object' && data !== null && (data as KeepMessage).type === KEEP_MESSAGE;

/** The site's own files a page loaded and will need again offline: its data and content-hashed files. */
export function filesOfPage(loaded: readonly string[], origin: string): string[] {
  return loaded.filter((address) => {
    const url = new URL(address, origin);
    return url.origin === origin && (url.pathname.startsWith('/_next/static/') || url.pathname.endsWith('/index.txt'));
  });
}

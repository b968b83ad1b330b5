export const KEEP_MESSAGE = 'vayu:keep';

export type KeepMessage = { type: typeof KEEP_MESSAGE; urls?: string[]; rest?: boolean };

export const isKeepMessage = (data: unknown): data is KeepMessage =>
  typeof data === 'object' && data !== null && (data as KeepMessage).type === KEEP_MESSAGE;

export function filesOfPage(loaded: readonly string[], origin: string): string[] {
  return loaded.filter((address) => {
    const url = new URL(address, origin);
    return url.origin === origin && (url.pathname.startsWith('/_next/static/') || url.pathname.endsWith('/index.txt'));
  });
}

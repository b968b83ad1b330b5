import { endpointFile, endpointOfFile } from '@/lib/requests/endpoint-file.mjs';
import { parseEndpoint } from '@/lib/requests/endpoint-meta.mjs';

// Which endpoint the deployed build has, and where a page or worker of any build may send.
const { deployedEndpoint, targetOf } =
  jest.requireActual<typeof import('@/lib/requests/deployed')>('@/lib/requests/deployed');

const A = parseEndpoint('https://desk.example/requests')!;
const B = parseEndpoint('https://hooks.example/vayu')!;
const answer = (status: number, body: string) =>
  jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => body,
  })) as unknown as typeof fetch;

describe('the endpoint file', () => {
  it('says the build’s endpoint, or null, and is read back the same', () => {
    expect(endpointOfFile(endpointFile(A))).toEqual(A);
    expect(endpointFile(null)).toBe('{"endpoint":null}\n');
    expect(endpointOfFile(endpointFile(null))).toBeNull();
  });

  it('says nothing when it is not one: unreadable, another shape, a bad URL', () => {
    for (const text of [
      '',
      '{',
      '[]',
      'null',
      '{"url":"https://desk.example/"}',
      '{"endpoint":"http://evil.example/"}',
    ])
      expect(endpointOfFile(text)).toBeUndefined();
  });
});

describe('deployedEndpoint', () => {
  it('reads the file past every cache, with no cookies', async () => {
    const fetcher = answer(200, endpointFile(B));
    expect(await deployedEndpoint(fetcher)).toEqual(B);
    expect(fetcher).toHaveBeenCalledWith(
      '/requests-endpoint.json',
      expect.objectContaining({ cache: 'no-store', credentials: 'omit' }),
    );
    expect(await deployedEndpoint(answer(200, endpointFile(null)))).toBeNull();
  });

  it('cannot tell offline, or from a host whose build has no such file', async () => {
    expect(await deployedEndpoint(jest.fn(async () => Promise.reject(new TypeError('offline'))))).toBeUndefined();
    expect(await deployedEndpoint(answer(404, '<!doctype html>'))).toBeUndefined();
  });
});

describe('targetOf', () => {
  it('sends to its own build’s endpoint while the site has it, or when it cannot tell', () => {
    expect(targetOf(A, A)).toEqual({ kind: 'send', url: A.url });
    expect(targetOf(A, undefined)).toEqual({ kind: 'send', url: A.url });
  });

  it('sends nowhere once the site has no endpoint: the requests are handed back', () => {
    expect(targetOf(A, null)).toEqual({ kind: 'none' });
    expect(targetOf(null, null)).toEqual({ kind: 'none' });
    expect(targetOf(null, undefined)).toEqual({ kind: 'none' });
  });

  it('never sends to its own address when a later build has moved the endpoint', () => {
    expect(targetOf(A, B)).toEqual({ kind: 'outdated' });
    expect(targetOf(null, B)).toEqual({ kind: 'outdated' });
  });
});

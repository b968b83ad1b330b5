import { retryableImport, withRetries } from '@/lib/lazy-import';

describe('retryableImport', () => {
  it('loads once on success and shares the result', async () => {
    const load = jest.fn().mockResolvedValue('module');
    const get = retryableImport(load);
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call fetches again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue('module');
    const get = retryableImport(load);
    await expect(get()).rejects.toThrow('ChunkLoadError');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('withRetries', () => {
  it('tries again with back-off and gives up after the last attempt', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('drop'))
      .mockRejectedValueOnce(new Error('drop'))
      .mockResolvedValue('module');
    await expect(withRetries(load, 3, 1)()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
    const failing = jest.fn().mockRejectedValue(new Error('offline'));
    await expect(withRetries(failing, 2, 1)()).rejects.toThrow('offline');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

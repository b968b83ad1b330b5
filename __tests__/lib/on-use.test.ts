import { onUse } from '@/lib/on-use';

const drop = () => new Error('ChunkLoadError');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('onUse', () => {
  it('loads once on success and shares the result', async () => {
    const load = jest.fn().mockResolvedValue('module');
    const loader = onUse(load);
    expect(loader.peek()).toBeUndefined();
    await expect(loader()).resolves.toBe('module');
    await expect(loader()).resolves.toBe('module');
    loader.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.peek()).toBe('module');
  });

  it('tries again with back-off before it gives up', async () => {
    const load = jest.fn().mockRejectedValueOnce(drop()).mockRejectedValueOnce(drop()).mockResolvedValue('module');
    const result = onUse(load)();
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    // The second try waits, the third waits twice as long.
    await jest.advanceTimersByTimeAsync(299);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(600);
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets a failure, so the next use fetches again', async () => {
    const load = jest.fn().mockRejectedValue(drop());
    const loader = onUse(load);
    const first = expect(loader()).rejects.toThrow('ChunkLoadError');
    await jest.runAllTimersAsync();
    await first;
    expect(load).toHaveBeenCalledTimes(4);

    load.mockResolvedValue('module');
    await expect(loader()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('fails at once while offline, and fetches again when the browser is back online', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = jest.fn().mockRejectedValue(drop());
    const loader = onUse(load);
    await expect(loader()).rejects.toThrow('ChunkLoadError');
    await expect(loader()).rejects.toThrow('ChunkLoadError');
    expect(load).toHaveBeenCalledTimes(2);

    onLine.mockReturnValue(true);
    load.mockResolvedValue('module');
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    // One fetch, however many failures came before it.
    expect(load).toHaveBeenCalledTimes(3);
    expect(loader.peek()).toBe('module');
    onLine.mockRestore();
  });
});

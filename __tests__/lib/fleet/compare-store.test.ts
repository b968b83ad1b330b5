import { act, renderHook } from '@testing-library/react';
import { clearCompare, connectCompare, toggleCompare, useCompare } from '@/lib/fleet/compare-store';

const KNOWN = ['citation-cj3', 'phenom-300e', 'global-7500', 'bell-429'];

function start(search: string) {
  window.history.replaceState(null, '', `/fleet/${search}`);
  const hook = renderHook(() => useCompare());
  act(() => connectCompare(KNOWN));
  return hook;
}

describe('compare choices', () => {
  it('reads the choices from the address, dropping unknown, repeated and extra aircraft', () => {
    const { result } = start('?compare=bell-429,concorde,bell-429,citation-cj3,global-7500,phenom-300e');
    expect(result.current.chosen).toEqual(['bell-429', 'citation-cj3', 'global-7500']);
    expect(window.location.search).toBe('?compare=bell-429,citation-cj3,global-7500');
  });

  it('writes each change to the address without adding a history entry', () => {
    const { result } = start('?utm_source=mail');
    const entries = window.history.length;
    act(() => toggleCompare('global-7500', true));
    act(() => toggleCompare('citation-cj3', true));
    expect(result.current.chosen).toEqual(['global-7500', 'citation-cj3']);
    expect(window.location.search).toBe('?utm_source=mail&compare=global-7500,citation-cj3');
    act(() => toggleCompare('global-7500', false));
    expect(window.location.search).toBe('?utm_source=mail&compare=citation-cj3');
    expect(window.history.length).toBe(entries);
  });

  it('refuses a fourth aircraft and remembers which, until the next change', () => {
    const { result } = start('?compare=citation-cj3,phenom-300e,global-7500');
    act(() => toggleCompare('bell-429', true));
    expect(result.current).toEqual({ chosen: ['citation-cj3', 'phenom-300e', 'global-7500'], refused: 'bell-429' });
    expect(window.location.search).toBe('?compare=citation-cj3,phenom-300e,global-7500');
    act(() => toggleCompare('phenom-300e', false));
    expect(result.current.refused).toBeNull();
    act(() => toggleCompare('bell-429', true));
    expect(result.current.chosen).toEqual(['citation-cj3', 'global-7500', 'bell-429']);
  });

  it('clears every choice and the parameter', () => {
    const { result } = start('?compare=citation-cj3,bell-429');
    act(() => clearCompare());
    expect(result.current.chosen).toEqual([]);
    expect(window.location.search).toBe('');
  });

  it('adds boxes ticked before its code loaded after the address, refusing beyond the limit', () => {
    window.history.replaceState(null, '', '/fleet/?compare=bell-429,citation-cj3');
    const { result } = renderHook(() => useCompare());
    act(() => connectCompare(KNOWN, ['citation-cj3', 'global-7500', 'phenom-300e', 'concorde']));
    expect(result.current).toEqual({ chosen: ['bell-429', 'citation-cj3', 'global-7500'], refused: 'phenom-300e' });
    expect(window.location.search).toBe('?compare=bell-429,citation-cj3,global-7500');
  });
});

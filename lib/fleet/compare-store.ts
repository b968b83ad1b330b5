'use client';

import { useSyncExternalStore } from 'react';

// The aircraft chosen for comparison live in the address (?compare=citation-cj3,global-7500), so a
// reload or a shared link shows the same table. One small store keeps the checkboxes and the table
// in step without a provider around the server-rendered fleet.

export const MAX_COMPARE = 3;
const PARAM = 'compare';

export type CompareState = { chosen: readonly string[]; refused: string | null };

const EMPTY: CompareState = { chosen: [], refused: null };
let state: CompareState = EMPTY;
let known: readonly string[] = [];
const listeners = new Set<() => void>();

function emit(next: CompareState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function readAddress(): string[] {
  const slugs = new URLSearchParams(window.location.search).get(PARAM)?.split(',') ?? [];
  return [...new Set(slugs.filter((slug) => known.includes(slug)))].slice(0, MAX_COMPARE);
}

function writeAddress(chosen: readonly string[]) {
  const url = new URL(window.location.href);
  if (chosen.length) url.searchParams.set(PARAM, chosen.join(','));
  else url.searchParams.delete(PARAM);
  window.history.replaceState(null, '', url.href.replaceAll('%2C', ','));
}

function choose(chosen: readonly string[]) {
  writeAddress(chosen);
  emit({ chosen, refused: null });
}

/** Reads the choices from the address once the fleet's aircraft are known (drops unknown ones). */
export function connectCompare(slugs: readonly string[]) {
  known = slugs;
  choose(readAddress());
}

/** Adds or removes an aircraft; a fourth is refused and remembered so its card can say why. */
export function toggleCompare(slug: string, add: boolean) {
  if (!add) return choose(state.chosen.filter((chosen) => chosen !== slug));
  if (state.chosen.includes(slug)) return;
  if (state.chosen.length >= MAX_COMPARE) return emit({ ...state, refused: slug });
  choose([...state.chosen, slug]);
}

export function clearCompare() {
  choose([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCompare(): CompareState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
}

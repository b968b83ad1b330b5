'use client';

import { useStore } from 'zustand';
import { browserStore } from '@/lib/stores/browser-store';
// Choices live in the address so a reload or a shared link shows the same table.

import { MAX_COMPARE } from './compare-limit';

export { MAX_COMPARE };
const PARAM = 'compare';

export type CompareState = { chosen: readonly string[]; refused: string | null };

const store = browserStore<CompareState>({ chosen: [], refused: null });
let known: readonly string[] = [];

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
  store.setState({ chosen, refused: null });
}

export function connectCompare(slugs: readonly string[], ticked: readonly string[] = []) {
  known = slugs;
  choose(readAddress());
  for (const slug of ticked) if (known.includes(slug)) toggleCompare(slug, true);
}

export function toggleCompare(slug: string, add: boolean) {
  const { chosen } = store.getState();
  if (!add) return choose(chosen.filter((kept) => kept !== slug));
  if (chosen.includes(slug)) return;
  if (chosen.length >= MAX_COMPARE) return store.setState({ refused: slug });
  choose([...chosen, slug]);
}

export function clearCompare() {
  choose([]);
}

export const useCompare = (): CompareState => useStore(store);

export const currentCompare = (): CompareState => store.getState();

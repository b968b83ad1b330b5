import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * A small zustand store of browser-only state. `onSubscribe` runs as each component subscribes:
 * the place to read the browser (storage, the address) and listen to other tabs, never during
 * the server or hydration render, which see the initial state. Components read it with
 * zustand's `useStore`.
 */
export function browserStore<T extends object>(initial: T, onSubscribe?: () => void): StoreApi<T> {
  const store = createStore<T>()(() => initial);
  if (onSubscribe) {
    const subscribe = store.subscribe;
    store.subscribe = (listener) => {
      const unsubscribe = subscribe(listener);
      onSubscribe();
      return unsubscribe;
    };
  }
  return store;
}

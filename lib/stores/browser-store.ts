import { createStore, type StoreApi } from 'zustand/vanilla';

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

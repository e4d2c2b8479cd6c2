// Small stores for islands that enhance server markup: React reads the server snapshot while it
// hydrates (so the first client render matches the HTML), then re-renders with the browser's.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False in the server HTML and while hydrating; true once the island runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const hashListeners = new Set<() => void>();

function subscribeHash(listener: () => void) {
  hashListeners.add(listener);
  window.addEventListener('hashchange', listener);
  return () => {
    hashListeners.delete(listener);
    window.removeEventListener('hashchange', listener);
  };
}

function currentHash() {
  const hash = window.location.hash.slice(1);
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash; // a malformed escape names none of our panels
  }
}

/** The fragment of the address without '#' ('' on the server): follows links, Back and `replaceHash`. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribeHash, currentHash, () => '');
}

/** Names `id` in the address without a history entry or a scroll (`:target` is left alone). */
export function replaceHash(id: string) {
  window.history.replaceState(window.history.state, '', `#${id}`);
  hashListeners.forEach((listener) => listener());
}

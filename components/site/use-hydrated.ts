/**
 * False in the server's HTML and during hydration, true once React runs in the browser: a control
 * that needs script renders disabled until then, instead of being silently dead.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

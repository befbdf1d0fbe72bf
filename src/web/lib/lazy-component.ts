// A component in its own chunk, fetched when it is first wanted (or on preload), and rendered
// the moment its code is here. Not React.lazy with Suspense: React reveals what a Suspense
// boundary was waiting for no sooner than 300 ms after a fallback last appeared (its throttle
// against content popping in piece by piece), cached chunk or not. Every page's first render
// waited on the toasts' boundary that way, and every lazy dialog opened 300 ms after its button
// was pressed (decision 222). Here the arrival is a plain store update, rendered at once.
import { useSyncExternalStore, type ComponentType } from "react";
import { retryImport } from "./retry-import";

type Loaded<P> = { component?: ComponentType<P>; failure?: { error: unknown } };

export type LazyComponent<P> = {
  /** The component once its chunk is here, undefined before. Fetches it when `wanted`; a chunk
   * that could not be fetched (after retryImport's tries) is thrown to the nearest error
   * boundary, as React.lazy would. */
  useComponent: (wanted?: boolean) => ComponentType<P> | undefined;
  /** Starts the fetch (once, or again after one that failed before any render wanted it);
   * settles when the chunk has arrived or failed for good. */
  preload: () => Promise<void>;
};

/** `delays`: retryImport's waits between tries (its own by default). */
export function lazyComponent<P>(
  load: () => Promise<ComponentType<P>>,
  delays?: number[],
): LazyComponent<P> {
  let loaded: Loaded<P> = {};
  let loading: Promise<void> | undefined;
  // Whether a render has waited for the chunk. A fetch that fails for good while none has (a
  // menu's preload of its dialog, on a network that was away for its 15 s) is forgotten, so the
  // dialog fetches once more when it opens; one a render waited for goes to its error boundary.
  let waited = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => loaded;
  const preload = () =>
    (loading ??= retryImport(load, delays)
      .then(
        (component) => void (loaded = { component }),
        (error: unknown) => {
          if (waited) loaded = { failure: { error } };
          else loading = undefined;
        },
      )
      .then(() => listeners.forEach((listener) => listener())));
  function useComponent(wanted = true) {
    const current = useSyncExternalStore(subscribe, snapshot, snapshot);
    // Not on the server's first paint (prerender/render-page.tsx): what is not here yet is
    // painted as it looks until it arrives.
    if (wanted && typeof window !== "undefined") {
      waited = true;
      void preload();
    }
    if (wanted && current.failure) throw current.failure.error;
    return current.component;
  }
  return { useComponent, preload };
}

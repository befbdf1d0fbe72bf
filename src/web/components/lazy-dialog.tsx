// A dialog in its own chunk: fetched when it first opens, or earlier on preload() (when the menu
// that opens it opens). Keeps a page's first download to what the page shows.
import { lazy, Suspense, useState, type ComponentType } from "react";
import { retryImport } from "../lib/retry-import";

export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => retryImport(load).then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    // Once opened, it stays mounted so closing can animate and reopening is instant.
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: () => void retryImport(load).catch(() => {}) });
}

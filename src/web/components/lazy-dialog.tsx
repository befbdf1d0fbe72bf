// A dialog in its own chunk: fetched when it first opens, or earlier on preload() (when the menu
// that opens it opens). Keeps a page's first download to what the page shows.
import { useState, type ComponentType } from "react";
import { lazyComponent } from "../lib/lazy-component";

export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazyComponent(load);
  function LazyDialog(props: P) {
    // Once opened, it stays mounted so closing can animate and reopening is instant.
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    const Loaded = Dialog.useComponent(wanted);
    if (!wanted || !Loaded) return null;
    return <Loaded {...props} />;
  }
  return Object.assign(LazyDialog, { preload: () => void Dialog.preload() });
}

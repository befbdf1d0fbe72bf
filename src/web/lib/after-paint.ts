// Code a page does not need for its first paint (the Toaster, Join Event's dialog) is fetched
// once the page has painted, not while it renders: fetched before, it competes with the page's
// own code for the connection and delays the first paint (measured with Lighthouse, decision
// 222). The window's load event comes too early for this: it does not wait for a page's chunk.
import { useEffect, useState } from "react";

/** Resolves in a task after the next frame has been painted. */
export const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** False until the frame that first showed the calling component has been painted. */
export function usePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);
  return painted;
}

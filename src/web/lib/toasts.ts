// sonner (about 9 KB gzipped) is not part of the landing page's first download (decision 104):
// main.tsx mounts its Toaster once the chunk has arrived. A toast raised before then would be
// lost (the Toaster starts empty and hears only later toasts), so the code of the first
// download raises toasts through `toasts()`, and every other page's code (which imports sonner
// itself) starts only once the Toaster is up.
let mounted!: () => void;

/** Resolves once the Toaster is on the page and listening. */
export const toasterMounted = new Promise<void>((resolve) => (mounted = resolve));

export const markToasterMounted = () => mounted();

/** sonner's `toast`, once the Toaster is on the page. */
export const toasts = () =>
  toasterMounted.then(() => import("sonner")).then((sonner) => sonner.toast);

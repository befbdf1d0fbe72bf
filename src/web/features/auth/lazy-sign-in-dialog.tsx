// The sign-in dialog is its own chunk: not in the landing page's first download, fetched the
// first time it opens (or earlier, when a page calls preloadSignInDialog on hover or focus).
import { lazy, Suspense, useState } from "react";
import { WithAppProviders } from "../../lib/app-providers";
import type { SignInDialogProps } from "./sign-in-dialog";
import { retryImport } from "../../lib/retry-import";

const load = () => retryImport(() => import("./sign-in-dialog"));
const SignInDialog = lazy(load);

export function preloadSignInDialog() {
  void load();
}

export function LazySignInDialog(props: SignInDialogProps) {
  // Once opened, it stays mounted so closing can animate and reopening is instant.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <WithAppProviders>
        <SignInDialog {...props} />
      </WithAppProviders>
    </Suspense>
  );
}

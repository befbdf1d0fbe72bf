// The sign-in dialog is its own chunk: not in the landing page's first download, fetched the
// first time it opens (or earlier, when a page calls preloadSignInDialog on hover or focus).
import { useState } from "react";
import { useAppProviders } from "../../lib/app-providers";
import { lazyComponent } from "../../lib/lazy-component";
import type { SignInDialogProps } from "./sign-in-dialog";

const SignInDialog = lazyComponent(() =>
  import("./sign-in-dialog").then((module) => module.default),
);

export function preloadSignInDialog() {
  void SignInDialog.preload();
}

export function LazySignInDialog(props: SignInDialogProps) {
  // Once opened, it stays mounted so closing can animate and reopening is instant.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  const Loaded = SignInDialog.useComponent(wanted);
  const Providers = useAppProviders(wanted);
  if (!wanted || !Loaded || !Providers) return null;
  return (
    <Providers>
      <Loaded {...props} />
    </Providers>
  );
}

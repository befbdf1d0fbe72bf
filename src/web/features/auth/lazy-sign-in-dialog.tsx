// The sign-in dialog is its own chunk: not in the landing page's first download, fetched the
// first time it opens (or earlier, when a page calls preloadSignInDialog on hover or focus).
import { lazy, Suspense, useState } from "react";

export type SignInDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where an emailed verification link brings the person back to: this page by default. */
  returnTo?: string;
  /** Where a Google sign-in lands: /dashboard by default (the original's return point). */
  afterGoogle?: string;
  /** "forgot": open at "Forgot password?" (from an expired reset link). */
  startWith?: "forgot";
  /** Called after an email sign-in succeeded (the dialog has closed). */
  onSignedIn?: () => void;
};

const load = () => import("./sign-in-dialog");
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
      <SignInDialog {...props} />
    </Suspense>
  );
}

import { OrDivider } from "../../components/or-divider";
import { useState } from "react";
import { LogIn, Share2 } from "lucide-react";
import { useLocation } from "react-router";
import { Button } from "../../components/ui/button";
import { LazySignInDialog, preloadSignInDialog } from "../auth";
import { GuestShareForm } from "./guest-share-form";
import { SharedAddressBox } from "./shared-address-box";
import type { SharedAddress } from "./shared-address";
import { t } from "i18next";

/**
 * Signed out: what is to be shared, and "Sign In". Everything shared lives in this page's
 * address, and every way of signing in comes back to it: the dialog's email sign-in keeps the
 * page, Google returns to it, and an emailed verification link leads back to it. Someone with
 * an invitation can take part as a guest instead.
 */
export function SignedOutShare({ shared }: { shared: SharedAddress }) {
  const [signingIn, setSigningIn] = useState(false);
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 text-center shadow-sm sm:p-8">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <Share2 aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t("share.heading")}</h1>
      {shared.url && <SharedAddressBox shared={shared} className="mt-4" />}
      <p className="mt-4 text-pretty text-muted-foreground">{t("share.signInText")}</p>
      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={() => setSigningIn(true)}
        onPointerEnter={preloadSignInDialog}
        onFocus={preloadSignInDialog}
      >
        <LogIn aria-hidden />
        {t("share.signIn")}
      </Button>
      <OrDivider />
      <GuestShareForm />
      <LazySignInDialog
        open={signingIn}
        onOpenChange={setSigningIn}
        returnTo={here}
        afterGoogle={here}
      />
    </div>
  );
}

// "Welcome to Huddle": Continue with Google, then the Sign In and Sign Up tabs (email and
// password), and "Forgot password?" in place of the tabs. One busy flag disables every button
// while a request runs; success closes the dialog.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ForgotPasswordForm } from "./forgot-password-form";
import { GoogleButton } from "./google-button";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { useAppConfig } from "./use-app-config";
import { t } from "i18next";

type View = "sign-in" | "sign-up" | "forgot";

export type SignInDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where an emailed verification link brings the person back to: this page by default. */
  returnTo?: string;
  /** Where a Google sign-in lands: /dashboard by default (the original's return point). */
  afterGoogle?: string;
  /** "forgot": open at "Forgot password?" (from an expired reset link); "sign-up": at Sign Up
   * (from a button that says "Create Account" or "Start Collaborating"). */
  startWith?: "forgot" | "sign-up";
  /** Called after an email sign-in succeeded (the dialog has closed). */
  onSignedIn?: () => void;
  /** A guest saving their account: opens at Sign Up with their name, says what it keeps. */
  guestName?: string;
  /** An emailed invitation's secret, sent with a sign-up: its address needs no link. */
  invitation?: string;
};

export default function SignInDialog({
  open,
  onOpenChange,
  returnTo,
  afterGoogle = "/dashboard",
  startWith,
  onSignedIn,
  guestName,
  invitation,
}: SignInDialogProps) {
  const location = useLocation();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const saving = guestName !== undefined;
  const firstView: View = saving ? "sign-up" : (startWith ?? "sign-in");
  const [view, setView] = useState<View>(firstView);
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const signInTab = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);

  // Back from "Forgot password?": focus returns to the tabs rather than to the page behind.
  useEffect(() => {
    if (view === "sign-in" && cameBack.current) signInTab.current?.focus();
    cameBack.current = false;
  }, [view]);

  // A saved guest is another user now: everything fetched as the guest is fetched again.
  const close = () => {
    onOpenChange(false);
    if (saving) void queryClient.invalidateQueries();
  };
  const form = {
    email,
    onEmailChange: setEmail,
    busy,
    onBusyChange: setBusy,
    returnTo: returnTo ?? location.pathname,
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy && !next) return;
        if (!next) setView(firstView);
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="max-w-md"
        title={
          view === "forgot"
            ? t("auth.dialog.resetTitle")
            : saving
              ? t("auth.dialog.saveTitle")
              : t("auth.dialog.welcomeTitle")
        }
        description={
          view === "forgot"
            ? t("auth.dialog.resetText")
            : saving
              ? t("auth.dialog.saveText")
              : t("auth.dialog.welcomeText")
        }
      >
        {view === "forgot" ? (
          <ForgotPasswordForm
            {...form}
            onBack={() => {
              cameBack.current = true;
              setView("sign-in");
            }}
          />
        ) : (
          <div className="grid gap-5">
            {config?.googleEnabled && (
              <>
                <GoogleButton
                  callbackURL={afterGoogle}
                  disabled={busy}
                  onBusyChange={setBusy}
                  onStarted={close}
                />
                <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  <span aria-hidden className="h-px flex-1 bg-border" />
                  {t("auth.dialog.orEmail")}
                  <span aria-hidden className="h-px flex-1 bg-border" />
                </div>
              </>
            )}
            <Tabs value={view} onValueChange={(next) => setView(next as View)}>
              <TabsList>
                <TabsTrigger ref={signInTab} value="sign-in" disabled={busy}>
                  {t("common.signIn")}
                </TabsTrigger>
                <TabsTrigger value="sign-up" disabled={busy}>
                  {t("auth.dialog.signUp")}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm
                  {...form}
                  onDone={() => {
                    close();
                    onSignedIn?.();
                  }}
                  onForgotPassword={() => setView("forgot")}
                />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm
                  {...form}
                  initialName={guestName}
                  invitation={invitation}
                  onDone={close}
                />
              </TabsContent>
            </Tabs>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

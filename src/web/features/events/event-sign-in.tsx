// A signed-out visit to /event/:id (a "Vote now" or "See the result" link from an email or a
// chat): instead of the landing page, a sign-in that keeps the address. It says what the link
// leads to (an event, and which tab) and nothing of the event itself: the server tells a
// visitor nothing about an event. After any way of signing in (email, Google, or an emailed
// verification link) the person comes back to this very address, tab included (decision 208).
import { useState } from "react";
import { useLocation } from "react-router";
import { CalendarHeart, LogIn, UserPlus } from "lucide-react";
import { Button } from "../../components/ui/button";
import { AuthPageShell, LazySignInDialog, preloadSignInDialog } from "../auth";
import { t } from "i18next";

const TAB_NAMES = {
  shortlist: () => t("event.tabs.shortlist"),
  members: () => t("event.tabs.members"),
} as const;

export function EventSignIn() {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [open, setOpen] = useState(false);
  const [startAt, setStartAt] = useState<"sign-in" | "sign-up">("sign-in");
  const openAt = (view: "sign-in" | "sign-up") => {
    setStartAt(view);
    setOpen(true);
  };
  const tab = new URLSearchParams(search).get("tab");
  const tabName = tab && tab in TAB_NAMES ? TAB_NAMES[tab as keyof typeof TAB_NAMES]() : null;
  const preload = { onPointerEnter: preloadSignInDialog, onFocus: preloadSignInDialog };

  return (
    <>
      <title>{t("event.signIn.pageTitle")}</title>
      <AuthPageShell icon={<CalendarHeart aria-hidden />} title={t("event.signIn.heading")}>
        <p className="text-pretty text-muted-foreground">
          {t("event.signIn.text")} {tabName && t("event.signIn.opensAt", { tab: tabName })}
        </p>
        <div className="mt-6 grid gap-3">
          <Button size="lg" className="w-full" onClick={() => openAt("sign-in")} {...preload}>
            <LogIn aria-hidden />
            {t("common.signIn")}
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="w-full"
            onClick={() => openAt("sign-up")}
            {...preload}
          >
            <UserPlus aria-hidden />
            {t("auth.signUp.submit")}
          </Button>
        </div>
        <p className="mt-6 border-t border-border pt-4 text-sm text-pretty text-muted-foreground">
          {t("event.signIn.guest")}
        </p>
      </AuthPageShell>
      {/* Remounted when the other button opens it, so each opens at its own tab. */}
      <LazySignInDialog
        key={startAt}
        open={open}
        onOpenChange={setOpen}
        startWith={startAt === "sign-up" ? "sign-up" : undefined}
        returnTo={here}
        afterGoogle={here}
      />
    </>
  );
}

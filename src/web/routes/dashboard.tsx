import { useRef } from "react";
import { BackLink } from "../components/back-link";
import { RequireAuth, useSession } from "../features/auth";
import { SaveAccountButton } from "../features/guests";
import { AppBar, CreateEventDialog, JoinEventDialog, MyEvents } from "../features/events";
import { MyGroups } from "../features/groups";
import { InstallHintCard } from "../features/install";
import { t } from "i18next";

function DashboardRoute() {
  const { user } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <RequireAuth>
      <title>{t("dashboard.pageTitle")}</title>
      <AppBar />
      <main className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
        <BackLink to="/" />
        <div className="mt-3 mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
          <div>
            {/* Focusable from script only: where focus goes when the install hint is hidden. */}
            <h1
              ref={heading}
              tabIndex={-1}
              className="text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
            >
              {t("dashboard.heading")}
            </h1>
            <p className="mt-1 text-muted-foreground">{t("dashboard.subtitle")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <JoinEventDialog />
            {user?.guest ? (
              <SaveAccountButton
                user={user}
                size="md"
                label={t("dashboard.guestCreate")}
                // Its words wrap rather than push a 320 px page sideways.
                className="h-auto! min-h-10 max-w-full whitespace-normal! py-2"
              />
            ) : (
              <CreateEventDialog />
            )}
          </div>
        </div>
        <MyEvents />
        <MyGroups />
        <InstallHintCard afterHide={() => heading.current?.focus()} />
      </main>
    </RequireAuth>
  );
}

export { DashboardRoute as Component };

// The route guard: "Loading..." while the session resolves, then the page for a signed-in user,
// or back to "/" (replacing history) for a visitor, unless the page has its own way to sign in
// that keeps the address (the event page's: decision 208).
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "./use-session";
import { t } from "i18next";

export function RequireAuth({
  children,
  signedOut,
}: {
  children: ReactNode;
  /** Shown to a visitor instead of sending them to "/" (a whole page, with its own <main>). */
  signedOut?: ReactNode;
}) {
  const { user, loading } = useSession();
  if (loading) {
    return (
      <main>
        <Spinner fullPage text={t("common.loading")} />
      </main>
    );
  }
  if (!user) return signedOut ?? <Navigate to="/" replace />;
  return <>{children}</>;
}

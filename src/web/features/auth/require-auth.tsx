// The route guard: "Loading..." while the session resolves, then the page for a signed-in user,
// or back to "/" (replacing history) for a visitor.
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "./use-session";
import { t } from "i18next";

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) {
    return (
      <main>
        <Spinner fullPage text={t("common.loading")} />
      </main>
    );
  }
  if (!user) return <Navigate to="/" replace />;
  return <>{children}</>;
}

// Ending a session (Sign Out, "Sign out everywhere") with the original's toasts, without
// TanStack Query: for use-sign-out.ts and the lean landing app (landing-app.tsx).
import { ApiError } from "../../lib/api";
import { toasts } from "../../lib/toasts";
import { t } from "i18next";

/** Runs `request` and says so; true once the session is over. A session that had already
 * ended (signed out in another tab) leaves nothing to undo: over too. */
export async function endSession(request: () => Promise<unknown>): Promise<boolean> {
  try {
    await request();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      void toasts().then((toast) =>
        toast.error(t("auth.signOut.errorTitle"), { description: t("auth.signOut.error") }),
      );
      return false;
    }
  }
  void toasts().then((toast) =>
    toast.success(t("auth.signOut.doneTitle"), { description: t("auth.signOut.done") }),
  );
  return true;
}

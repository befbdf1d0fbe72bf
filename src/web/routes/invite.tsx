import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { LogoPage } from "../components/logo-page";
import { Spinner } from "../components/ui/spinner";
import { errorMessage } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import { useGoogleSignInError } from "../features/auth/google-error";
import { useSession } from "../features/auth/use-session";
import { InvitePrompt } from "../features/invitations/invite-prompt";
import { joinByInvite, useInvitePreview } from "../features/invitations/use-invitation";
import { t } from "i18next";

function InviteRoute() {
  const { code = "" } = useParams();
  const { user, loading } = useSession();
  const preview = useInvitePreview(code, user === null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  // A Google sign-in started from this page comes back here with ?error= when it fails.
  useGoogleSignInError();

  // Signed out and the code leads nowhere: say so, and go on as the original does.
  useEffect(() => {
    if (!preview.isError) return;
    toast.error(errorMessage(preview.error, t("invite.invalidCode")));
    void navigate("/dashboard", { replace: true });
  }, [preview.isError, preview.error, navigate]);

  // Signed in (at once, or after the dialog): join once, then open the event.
  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    joinByInvite(code).then(
      ({ eventId, joined }) => {
        if (joined) {
          toast.success(t("invite.welcome"), { description: t("invite.joined") });
          void queryClient.invalidateQueries({ queryKey: queryKeys.events });
        }
        void navigate(`/event/${eventId}`, { replace: true });
      },
      (error: unknown) => {
        toast.error(errorMessage(error, t("invite.joinFailed")));
        void navigate("/dashboard", { replace: true });
      },
    );
  }, [user, code, navigate, queryClient]);

  return (
    <LogoPage className="px-4 py-10 sm:py-16" glowHeight="h-72" logoGap="mb-8">
      <title>
        {preview.data
          ? t("invite.pageTitleOf", { title: preview.data.title })
          : t("invite.pageTitle")}
      </title>
      <div className="w-full max-w-md">
        {loading || user ? (
          <Spinner text={user ? t("invite.joining") : t("common.loading")} />
        ) : (
          <InvitePrompt code={code} preview={preview.data} />
        )}
      </div>
    </LogoPage>
  );
}

export { InviteRoute as Component };

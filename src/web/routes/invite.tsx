import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import { CalendarHeart } from "lucide-react";
import type { InvitePreview } from "../../shared/api";
import { LogoPage } from "../components/logo-page";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { errorMessage } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import { useGoogleSignInError, useSession } from "../features/auth";
import {
  ClosedInvite,
  InvitePrompt,
  WaysIn,
  joinByInvite,
  useInvitePreview,
} from "../features/invitations";
import { t } from "i18next";

function InviteRoute() {
  const { code = "" } = useParams();
  // An emailed invitation's secret: the page names who sent it (decision 208).
  const invitation = useSearchParams()[0].get("invitation");
  const { user, loading } = useSession();
  const preview = useInvitePreview(code, invitation, user === null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  // Signed in on this page (by the dialog, a guest, or back from Google or a verification link):
  // they asked to join, so a closed event is joined too. Arriving signed in, they see its result
  // and choose (a closed event's invitation shows its result instead of a join prompt).
  const signedInHere = useRef(false);
  if (user === null) signedInHere.current = true;
  const [closed, setClosed] = useState<InvitePreview | null>(null);
  const [joining, setJoining] = useState(false);
  // A Google sign-in started from this page comes back here with ?error= when it fails.
  useGoogleSignInError();

  // Signed out and the code leads nowhere: say so, and go on as the original does.
  useEffect(() => {
    if (!preview.isError) return;
    toast.error(errorMessage(preview.error, t("invite.invalidCode")));
    void navigate("/dashboard", { replace: true });
  }, [preview.isError, preview.error, navigate]);

  const join = (joinClosed: boolean) =>
    joinByInvite(code, invitation, joinClosed).then(
      (outcome) => {
        if ("closed" in outcome) return setClosed(outcome.closed);
        const group = "groupId" in outcome;
        if (outcome.joined) {
          toast.success(t("invite.welcome"), {
            description: group ? t("groups.join.joined") : t("invite.joined"),
          });
          void queryClient.invalidateQueries({ queryKey: queryKeys.events });
          if (group) void queryClient.invalidateQueries({ queryKey: queryKeys.groups });
        }
        void navigate(group ? `/groups/${outcome.groupId}` : `/event/${outcome.eventId}`, {
          replace: true,
        });
      },
      (error: unknown) => {
        toast.error(
          errorMessage(
            error,
            preview.data?.kind === "group" ? t("groups.join.failed") : t("invite.joinFailed"),
          ),
        );
        void navigate("/dashboard", { replace: true });
      },
    );

  // Signed in (at once, or after the dialog): join once, then open the event.
  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    void join(signedInHere.current);
    // `join` is made anew each render; the ref lets it run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const shown = closed ?? (user === null ? preview.data : undefined);
  const title = shown ? t("invite.pageTitleOf", { title: shown.title }) : t("invite.pageTitle");
  const result = shown?.status === "completed" ? shown.result : null;

  return (
    <LogoPage className="px-4 py-10 sm:py-16" glowHeight="h-72" logoGap="mb-8">
      <title>{title}</title>
      {result ? (
        <ClosedInvite result={result}>
          {user ? (
            <Button
              size="lg"
              className="mt-6 w-full"
              disabled={joining}
              onClick={() => {
                setJoining(true);
                void join(true);
              }}
            >
              <CalendarHeart aria-hidden />
              {t("events.join.name")}
            </Button>
          ) : (
            <WaysIn code={code} />
          )}
        </ClosedInvite>
      ) : (
        <div className="w-full max-w-md">
          {loading || user ? (
            <Spinner text={user ? t("invite.joining") : t("common.loading")} />
          ) : (
            <InvitePrompt code={code} preview={preview.data} />
          )}
        </div>
      )}
    </LogoPage>
  );
}

export { InviteRoute as Component };

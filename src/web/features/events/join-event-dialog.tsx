import { useId, useState } from "react";
import { LogIn } from "lucide-react";
import { toast } from "sonner";
import { useNavigate } from "react-router";
import { limits, normalizeCode } from "../../../shared/core/limits";
import { FormDialog } from "../../components/action-dialog";
import type { ButtonVariant } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { errorMessage } from "../../lib/api";
import { useJoinEvent } from "./use-events";
import { t } from "i18next";

/** "Join Event": its button and the dialog that joins by invitation code. Signed out, it takes
 * the code to the invitation page, which offers signing in or continuing as a guest. */
export function JoinEventDialog({
  variant = "outline",
  signedOut = false,
  defaultOpen = false,
}: {
  variant?: ButtonVariant;
  signedOut?: boolean;
  /** Open as it mounts (lazy-join-event-dialog.tsx: pressed before it had arrived). */
  defaultOpen?: boolean;
}) {
  const [code, setCode] = useState("");
  const join = useJoinEvent();
  const navigate = useNavigate();
  const id = useId();

  const submit = (close: () => void) => {
    if (signedOut) {
      close();
      void navigate(`/invite/${encodeURIComponent(normalizeCode(code))}`);
      return;
    }
    join.mutate(code, {
      onSuccess: (joined) => {
        if ("group" in joined) {
          toast.success(t("groups.join.done"), { description: t("groups.join.joined") });
        } else {
          toast.success(t("events.join.done"), { description: t("events.join.doneText") });
        }
        close();
        setCode("");
      },
      onError: (error) => toast.error(errorMessage(error, t("invite.joinFailed"))),
    });
  };

  return (
    <FormDialog
      name={t("events.join.name")}
      icon={LogIn}
      variant={variant}
      // In the landing page's header beside the language and Sign In: a phone's row is narrow.
      iconOnlyOnPhones={signedOut}
      defaultOpen={defaultOpen}
      description={signedOut ? t("events.join.signedOutText") : t("events.join.text")}
      onSubmit={submit}
      ready={Boolean(code.trim())}
      busy={join.isPending}
      busyLabel={t("events.join.busy")}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>{t("events.join.code")}</Label>
        <Input
          id={`${id}-code`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t("events.join.codePlaceholder")}
          maxLength={limits.code}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase tracking-widest placeholder:normal-case placeholder:tracking-normal placeholder:font-sans"
        />
      </div>
    </FormDialog>
  );
}

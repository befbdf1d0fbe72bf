import { useId, useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { toast } from "sonner";
import { limits } from "../../../shared/core/limits";
import { FormDialog } from "../../components/action-dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { ApiError, errorMessage } from "../../lib/api";
import { useInviteByEmail } from "./use-invitation";
import { t } from "i18next";

/** "Invite by Email": any member sends the event's invite link to an address. */
export function InviteByEmailDialog({ eventId, title }: { eventId: string; title: string }) {
  return <EmailInviteDialog title={title} invite={useInviteByEmail(eventId)} />;
}

/** The dialog itself, for whatever `invite` sends the link of (an event's, a group's). */
export function EmailInviteDialog({
  title,
  invite,
}: {
  title: string;
  invite: UseMutationResult<unknown, Error, string>;
}) {
  const [email, setEmail] = useState("");
  const id = useId();

  const submit = (close: () => void) => {
    const to = email.trim();
    invite.mutate(to, {
      onSuccess: () => {
        toast.success(t("invitations.sent"), {
          description: t("invitations.sentText", { email: to }),
        });
        close();
        setEmail("");
      },
      onError: (error) =>
        toast.error(t("invitations.failed"), {
          description:
            error instanceof ApiError && error.status < 500 ? errorMessage(error, "") : undefined,
        }),
    });
  };

  return (
    <FormDialog
      name={t("invitations.name")}
      icon={Mail}
      variant="outline"
      description={t("invitations.description", { title })}
      label={t("invitations.send")}
      onSubmit={submit}
      ready={Boolean(email.trim())}
      busy={invite.isPending}
      busyLabel={t("invitations.sending")}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>{t("invitations.email")}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t("invitations.emailPlaceholder")}
          maxLength={limits.email}
          required
          autoComplete="off"
        />
      </div>
    </FormDialog>
  );
}

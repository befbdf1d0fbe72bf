// "Profile" on the Settings page: the name (Change name) and, for anyone but a guest, the email
// (Change email: at once with mail off, after the emailed link with mail on).
import { useState } from "react";
import { toast } from "sonner";
import { Mail, UserRound } from "lucide-react";
import type { Me } from "../../../shared/api";
import { limits } from "../../../shared/core/limits";
import { ActionDialog, DialogForm } from "../../components/action-dialog";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { errorMessage, fieldMessages } from "../../lib/api";
import { useAppConfig } from "../auth";
import { ChangeNameDialog } from "./change-name-dialog";
import { SettingRow, SettingRows } from "./setting-rows";
import { useChangeEmail } from "./use-account";
import { t } from "i18next";

export function ProfileCard({ user }: { user: Me }) {
  const [renaming, setRenaming] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  return (
    <TitledCard
      icon={UserRound}
      title={t("account.profile.title")}
      description={t("account.profile.description")}
    >
      <SettingRows>
        <SettingRow
          label={t("account.name")}
          value={user.name}
          action={
            <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
              {t("account.changeName")}
            </Button>
          }
        />
        {!user.guest && (
          <SettingRow
            label={t("account.profile.email")}
            value={user.email}
            action={
              <Button variant="outline" size="sm" onClick={() => setChangingEmail(true)}>
                {t("account.profile.changeEmail")}
              </Button>
            }
          />
        )}
      </SettingRows>
      <ChangeNameDialog user={user} open={renaming} onOpenChange={setRenaming} />
      {!user.guest && (
        <ChangeEmailDialog user={user} open={changingEmail} onOpenChange={setChangingEmail} />
      )}
    </TitledCard>
  );
}

function ChangeEmailDialog({
  user,
  open,
  onOpenChange,
}: {
  user: Me;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const verificationRequired = useAppConfig()?.emailVerificationRequired ?? false;
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-md"
      title={t("account.email.title")}
      description={
        verificationRequired ? t("account.email.verifyText") : t("account.email.directText")
      }
    >
      {open && (
        <ChangeEmailForm
          user={user}
          verificationRequired={verificationRequired}
          onDone={() => onOpenChange(false)}
        />
      )}
    </ActionDialog>
  );
}

function ChangeEmailForm({
  user,
  verificationRequired,
  onDone,
}: {
  user: Me;
  verificationRequired: boolean;
  onDone: () => void;
}) {
  const [email, setEmail] = useState("");
  const change = useChangeEmail(verificationRequired);
  const trimmed = email.trim();
  const submit = () =>
    change.mutate(trimmed, {
      onSuccess: ({ changed }) => {
        if (changed) {
          toast.success(t("account.email.done"), {
            description: t("account.email.doneText", { email: trimmed.toLowerCase() }),
          });
        } else {
          toast.success(t("account.email.checkInbox"), {
            description: t("account.email.checkInboxText", { email: trimmed }),
            icon: <Mail aria-hidden className="size-4" />,
          });
        }
        onDone();
      },
      onError: (error) =>
        toast.error(t("common.error"), {
          description: errorMessage(error, t("account.email.failed")),
        }),
    });
  const fieldError = fieldMessages(change.error).newEmail;
  return (
    <DialogForm
      onSubmit={submit}
      ready={Boolean(trimmed) && trimmed.toLowerCase() !== user.email}
      busy={change.isPending}
      label={t("account.profile.changeEmail")}
      busyLabel={t("common.saving")}
      className="grid gap-5"
      noValidate
    >
      <TextField
        label={t("account.email.new")}
        type="email"
        error={fieldError}
        autoComplete="email"
        placeholder={t("auth.enterEmail")}
        maxLength={limits.email}
        value={email}
        onChange={setEmail}
        autoFocus
      />
    </DialogForm>
  );
}

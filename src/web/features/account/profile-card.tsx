// "Profile" on the Settings page: the name (Change name) and, for anyone but a guest, the email
// (Change email: at once with mail off, after the emailed link with mail on).
import { useState } from "react";
import { toast } from "sonner";
import { Mail, UserRound } from "lucide-react";
import type { Me } from "../../../shared/api";
import { limits } from "../../../shared/limits";
import { ActionDialog, DialogForm } from "../../components/action-dialog";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { ApiError, errorMessage } from "../../lib/api";
import { useAppConfig } from "../auth/use-app-config";
import { ChangeNameDialog } from "./change-name-dialog";
import { SettingRow, SettingRows } from "./setting-rows";
import { useChangeEmail } from "./use-account";

export function ProfileCard({ user }: { user: Me }) {
  const [renaming, setRenaming] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  return (
    <TitledCard
      icon={UserRound}
      title="Profile"
      description="Your name is what other members see next to your links and votes."
    >
      <SettingRows>
        <SettingRow
          label="Name"
          value={user.name}
          action={
            <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
              Change name
            </Button>
          }
        />
        {!user.guest && (
          <SettingRow
            label="Email"
            value={user.email}
            action={
              <Button variant="outline" size="sm" onClick={() => setChangingEmail(true)}>
                Change email
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
      title="Change your email"
      description={
        verificationRequired
          ? "We will email a link to the new address. Your address changes when you follow it."
          : "You will sign in with the new address from now on."
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
          toast.success("Email changed", {
            description: `You now sign in with ${trimmed.toLowerCase()}.`,
          });
        } else {
          toast.success("Check your inbox", {
            description: `We sent a link to ${trimmed}. Your email changes when you follow it.`,
            icon: <Mail aria-hidden className="size-4" />,
          });
        }
        onDone();
      },
      onError: (error) =>
        toast.error("Error", { description: errorMessage(error, "Failed to change your email.") }),
    });
  const fieldError = change.error instanceof ApiError ? change.error.fields?.newEmail : undefined;
  return (
    <DialogForm
      onSubmit={submit}
      ready={Boolean(trimmed) && trimmed.toLowerCase() !== user.email}
      busy={change.isPending}
      label="Change email"
      busyLabel="Saving..."
      className="grid gap-5"
      noValidate
    >
      <TextField
        label="New email"
        type="email"
        error={fieldError}
        autoComplete="email"
        placeholder="Enter your email"
        maxLength={limits.email}
        value={email}
        onChange={setEmail}
        autoFocus
      />
    </DialogForm>
  );
}

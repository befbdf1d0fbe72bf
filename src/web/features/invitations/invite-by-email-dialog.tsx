import { useId, useState } from "react";
import { Mail } from "lucide-react";
import { toast } from "sonner";
import { limits } from "../../../shared/limits";
import { FormDialog } from "../../components/action-dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { ApiError } from "../../lib/api";
import { useInviteByEmail } from "./use-invitation";

/** "Invite by Email": any member sends the event's invite link to an address. */
export function InviteByEmailDialog({ eventId, title }: { eventId: string; title: string }) {
  const [email, setEmail] = useState("");
  const invite = useInviteByEmail(eventId);
  const id = useId();

  const submit = (close: () => void) => {
    const to = email.trim();
    invite.mutate(to, {
      onSuccess: () => {
        toast.success("Invitation sent!", { description: `Email invitation sent to ${to}` });
        close();
        setEmail("");
      },
      onError: (error) =>
        toast.error("Failed to send invitation", {
          // The server's reason where it helps (a bad address, too many invitations today).
          description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
        }),
    });
  };

  return (
    <FormDialog
      name="Invite by Email"
      icon={Mail}
      variant="outline"
      description={`We'll email them a link to join "${title}".`}
      label="Send Invitation"
      onSubmit={submit}
      ready={Boolean(email.trim())}
      busy={invite.isPending}
      busyLabel="Sending..."
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email address</Label>
        <Input
          id={`${id}-email`}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="Enter their email"
          maxLength={limits.email}
          required
          autoComplete="off"
        />
      </div>
    </FormDialog>
  );
}

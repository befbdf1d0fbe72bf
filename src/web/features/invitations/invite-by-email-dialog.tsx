import { useId, useState, type FormEvent } from "react";
import { Mail } from "lucide-react";
import { toast } from "sonner";
import { limits } from "../../../shared/limits";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { ApiError } from "../../lib/api";
import { useInviteByEmail } from "./use-invitation";

/** "Invite by Email": any member sends the event's invite link to an address. */
export function InviteByEmailDialog({ eventId, title }: { eventId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const invite = useInviteByEmail(eventId);
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const to = email.trim();
    if (!to || invite.isPending) return;
    invite.mutate(to, {
      onSuccess: () => {
        toast.success("Invitation sent!", { description: `Email invitation sent to ${to}` });
        setOpen(false);
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
    <Dialog open={open} onOpenChange={(next) => !invite.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Mail aria-hidden />
          Invite by Email
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Invite by Email"
        description={`We'll email them a link to join "${title}".`}
      >
        <form onSubmit={submit} className="grid gap-4">
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
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!email.trim() || invite.isPending}>
              {invite.isPending ? "Sending..." : "Send Invitation"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useId, useState, type FormEvent } from "react";
import { LogIn } from "lucide-react";
import { toast } from "sonner";
import { limits } from "../../../shared/limits";
import { Button, type ButtonVariant } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { errorMessage } from "../../lib/api";
import { useJoinEvent } from "./use-events";

/** "Join Event": its button and the dialog that joins by invitation code. */
export function JoinEventDialog({ variant = "outline" }: { variant?: ButtonVariant }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const join = useJoinEvent();
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim() || join.isPending) return;
    join.mutate(code, {
      onSuccess: () => {
        toast.success("Joined event!", { description: "You have successfully joined the event." });
        setOpen(false);
        setCode("");
      },
      onError: (error) => toast.error(errorMessage(error, "Failed to join event")),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !join.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <LogIn aria-hidden />
          Join Event
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Join Event"
        description="Enter the invitation code someone shared with you."
      >
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-code`}>Invitation Code</Label>
            <Input
              id={`${id}-code`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder="e.g. K7QM4XTP"
              maxLength={limits.code}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono uppercase tracking-widest placeholder:normal-case placeholder:tracking-normal placeholder:font-sans"
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={join.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!code.trim() || join.isPending}>
              {join.isPending ? "Joining..." : "Join Event"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

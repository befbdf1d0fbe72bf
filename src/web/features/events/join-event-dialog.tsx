import { useId, useState } from "react";
import { LogIn } from "lucide-react";
import { toast } from "sonner";
import { useNavigate } from "react-router";
import { limits, normalizeCode } from "../../../shared/limits";
import { FormDialog } from "../../components/action-dialog";
import type { ButtonVariant } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { errorMessage } from "../../lib/api";
import { useJoinEvent } from "./use-events";

/** "Join Event": its button and the dialog that joins by invitation code. Signed out, it takes
 * the code to the invitation page, which offers signing in or continuing as a guest. */
export function JoinEventDialog({
  variant = "outline",
  signedOut = false,
}: {
  variant?: ButtonVariant;
  signedOut?: boolean;
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
      onSuccess: () => {
        toast.success("Joined event!", { description: "You have successfully joined the event." });
        close();
        setCode("");
      },
      onError: (error) => toast.error(errorMessage(error, "Failed to join event")),
    });
  };

  return (
    <FormDialog
      name="Join Event"
      icon={LogIn}
      variant={variant}
      description={
        signedOut
          ? "Enter the invitation code someone shared with you. Next, sign in or continue as a guest."
          : "Enter the invitation code someone shared with you."
      }
      onSubmit={submit}
      ready={Boolean(code.trim())}
      busy={join.isPending}
      busyLabel="Joining..."
    >
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
    </FormDialog>
  );
}

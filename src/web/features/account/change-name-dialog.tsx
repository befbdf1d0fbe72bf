import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Me } from "../../../shared/api";
import { limits } from "../../../shared/limits";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { ApiError, errorMessage, patch } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { Field } from "../auth/field";

/** "Change name": the full name other members see (PATCH /api/me). */
export function ChangeNameDialog({
  user,
  open,
  onOpenChange,
}: {
  user: Me;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        title="Change your name"
        description="This is the name other members see next to your links and votes."
      >
        {/* Mounted per opening, so it starts from the current name every time. */}
        {open && <ChangeNameForm user={user} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ChangeNameForm({ user, onDone }: { user: Me; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name);
  const save = useMutation({
    mutationFn: (next: string) => patch<Me>("/api/me", { name: next }),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.me, updated);
      // Member lists and "Shared by" lines carry the name too.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me[0] });
      toast.success("Name changed", {
        description: `Other members now see you as ${updated.name}.`,
      });
      onDone();
    },
    onError: (error) =>
      toast.error("Error", { description: errorMessage(error, "Failed to change your name.") }),
  });
  const fieldError = save.error instanceof ApiError ? save.error.fields?.name : undefined;
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || save.isPending) return;
    save.mutate(trimmed);
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <Field label="Name" error={fieldError}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            placeholder="Enter your name"
            maxLength={limits.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
        )}
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!trimmed || trimmed === user.name || save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}

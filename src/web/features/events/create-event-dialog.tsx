import { useId, useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { limits } from "../../../shared/limits";
import { Button, type ButtonVariant } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { errorMessage } from "../../lib/api";
import { useCreateEvent } from "./use-events";

/** "Create Event": its button and the dialog it opens. Title required, description optional. */
export function CreateEventDialog({ variant = "default" }: { variant?: ButtonVariant }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const create = useCreateEvent();
  const id = useId();

  const reset = () => {
    setTitle("");
    setDescription("");
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || create.isPending) return;
    const trimmed = description.trim();
    create.mutate(
      { title: title.trim(), ...(trimmed ? { description: trimmed } : {}) },
      {
        onSuccess: () => {
          toast.success("Event created!", {
            description: "Your event has been created successfully.",
          });
          setOpen(false);
          reset();
        },
        onError: (error) =>
          toast.error("Error", { description: errorMessage(error, "Failed to create event") }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <Plus aria-hidden />
          Create Event
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Create Event"
        description="Start a group decision. Once it exists, share its invitation code with the others."
      >
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>Event Title</Label>
            <Input
              id={`${id}-title`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="e.g. Team lunch on Friday"
              maxLength={limits.title}
              required
              autoComplete="off"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>
              Description <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id={`${id}-description`}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder="What are you deciding?"
              maxLength={limits.description}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!title.trim() || create.isPending}>
              {create.isPending ? "Creating..." : "Create Event"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

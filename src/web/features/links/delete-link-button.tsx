import { useState } from "react";
import { Trash2 } from "lucide-react";
import type { Link } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from "../../components/ui/dialog";
import { useDeleteLink } from "./use-link-mutations";

/** Deleting takes the link's votes with it, so it asks first. */
export function DeleteLinkButton({
  eventId,
  link,
  disabled,
}: {
  eventId: string;
  link: Link;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteLink(eventId);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          className="text-destructive hover:bg-red-50"
        >
          <Trash2 aria-hidden />
          Delete<span className="sr-only"> {link.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete this link?"
        description={`"${link.title}" and all of its votes will be removed for everyone. This cannot be undone.`}
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(link.id, { onSuccess: () => setOpen(false) })}
          >
            {remove.isPending ? "Deleting..." : "Delete Link"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from "react";
import { LogOut } from "lucide-react";
import { toast } from "sonner";
import type { EventSummary } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useLeaveEvent } from "./use-event-page";
import { t } from "i18next";

/** A member (never the creator) leaves, after confirming; their votes go with them. */
export function LeaveEventButton({ event }: { event: EventSummary }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveEvent(event.id, () =>
    toast.success(t("events.leave.done"), {
      description: t("events.leave.doneText", { title: event.title }),
    }),
  );
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <LogOut aria-hidden />
        {t("events.leave.button")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("events.leave.title")}
        description={t("events.leave.text", { title: event.title })}
        confirmLabel={t("events.leave.button")}
        busyLabel={t("events.leave.busy")}
        destructive
        busy={leave.isPending}
        onConfirm={() => leave.mutate()}
      />
    </>
  );
}

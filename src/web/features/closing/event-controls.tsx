import { useState } from "react";
import { RotateCcw, Settings2, Trophy } from "lucide-react";
import type { EventPage } from "../../../shared/api";
import { ActionDialog, DialogActions } from "../../components/action-dialog";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { currentWinner } from "../votes/counts";
import { useClosing } from "./use-closing";
import { t } from "i18next";

/** The creator's card: close the event (after a confirmation), or reopen it. */
export function EventControls({ page }: { page: EventPage }) {
  const closed = page.event.status === "completed";
  return (
    <TitledCard
      icon={Settings2}
      title={t("closing.title")}
      description={closed ? t("closing.closedText") : t("closing.openText")}
    >
      {closed ? <ReopenButton eventId={page.event.id} /> : <CloseDialog page={page} />}
    </TitledCard>
  );
}

function CloseDialog({ page }: { page: EventPage }) {
  const [open, setOpen] = useState(false);
  const close = useClosing(page.event.id, "close");
  // A creator who may not see results yet is not told the winner before everyone else.
  const winner = currentWinner(page);
  const anyShortlisted = page.links.some((link) => link.inShortlist);
  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button className="w-full">
          <Trophy aria-hidden />
          {t("closing.closeAndSelect")}
        </Button>
      }
      title={t("closing.confirmTitle")}
      description={
        winner
          ? t("closing.confirmWinner", { title: winner.title })
          : anyShortlisted
            ? t("closing.confirmShortlist")
            : t("closing.confirmEmpty")
      }
    >
      <DialogActions
        label={t("closing.close")}
        busyLabel={t("closing.closing")}
        busy={close.isPending}
        onAction={() => close.mutate(undefined, { onSuccess: () => setOpen(false) })}
        cancelWhileBusy
      />
    </ActionDialog>
  );
}

function ReopenButton({ eventId }: { eventId: string }) {
  const reopen = useClosing(eventId, "reopen");
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={reopen.isPending}
      onClick={() => reopen.mutate()}
    >
      <RotateCcw aria-hidden />
      {reopen.isPending ? t("closing.reopening") : t("closing.reopen")}
    </Button>
  );
}

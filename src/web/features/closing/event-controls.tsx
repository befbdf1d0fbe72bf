import { useEffect, useRef, useState } from "react";
import { RotateCcw, Settings2, Trophy } from "lucide-react";
import type { EventPage } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/core/voting";
import { ActionDialog, DialogActions } from "../../components/action-dialog";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { currentWinner } from "../../lib/vote-counts";
import { useClosing } from "./use-closing";
import { t } from "i18next";

/** The creator's card: close the event (after a confirmation), or reopen it. */
export function EventControls({ page }: { page: EventPage }) {
  const closed = page.event.status === "completed";
  // Closing or reopening here swaps the button that did it for the other one; focus moves to the
  // new button rather than falling to the page's start (decision 223). Only once the creator has
  // used these buttons: a change that comes live from elsewhere leaves focus where it is.
  const [used, setUsed] = useState(false);
  return (
    <TitledCard
      icon={Settings2}
      title={t("closing.title")}
      description={closed ? t("closing.closedText") : t("closing.openText")}
    >
      {closed ? (
        <ReopenButton eventId={page.event.id} focus={used} onUsed={() => setUsed(true)} />
      ) : (
        <CloseDialog page={page} focus={used} onUsed={() => setUsed(true)} />
      )}
    </TitledCard>
  );
}

type SwapProps = { focus: boolean; onUsed: () => void };

/** The button that took the place of the one used, focused as it appears, but only while focus
 * has gone nowhere (it fell to the page when the used button went) and no menu is open: the
 * page's change can come a moment after the dialog closed, and someone who has meanwhile opened a
 * menu keeps it, rather than the page scrolling away to this button under it. A menu just opened
 * may not have taken focus yet (its button keeps focus from moving as it is pressed): in one run
 * (2026-11-28) the page scrolled here and left the open Manage menu above the screen. */
function useSwapFocus(focus: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const menuOpen = document.querySelector('[role="menu"]') !== null;
    if (focus && document.activeElement === document.body && !menuOpen) ref.current?.focus();
    // Once, as it appears: what `focus` says then counts (the Close button's turns true while it
    // is still shown, as its dialog is used, and must not take focus then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

function CloseDialog({ page, focus, onUsed }: { page: EventPage } & SwapProps) {
  const [open, setOpen] = useState(false);
  const close = useClosing(page.event.id, "close");
  const swapFocus = useSwapFocus(focus);
  // A creator who may not see results yet is not told the winner before everyone else.
  const winner = currentWinner(page);
  const anyShortlisted = page.links.some((link) => link.inShortlist);
  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        // Its words wrap rather than widen the page at 320 px and at 200 % zoom (important, as
        // cn() does not drop the size's fixed height or the base's nowrap).
        <Button ref={swapFocus} className="h-auto! min-h-10 w-full whitespace-normal! py-2">
          <Trophy aria-hidden />
          {t("closing.closeAndSelect")}
        </Button>
      }
      title={t("closing.confirmTitle")}
      // The button's words suggest the creator picks the winner; the dialog says the rule does.
      description={
        winner
          ? `${ruleText(page.event.method)} ${t("closing.confirmWinner", { title: winner.title })}`
          : anyShortlisted
            ? `${ruleText(page.event.method)} ${t("closing.confirmShortlist")}`
            : t("closing.confirmEmpty")
      }
    >
      <DialogActions
        label={t("closing.close")}
        busyLabel={t("closing.closing")}
        busy={close.isPending}
        onAction={() => {
          // Said before sending: this dialog is gone with the page's change, and callbacks given
          // to mutate with it.
          onUsed();
          close.mutate(undefined, { onSuccess: () => setOpen(false) });
        }}
        cancelWhileBusy
      />
    </ActionDialog>
  );
}

/** Who picks the winner, in the event's method's words. */
function ruleText(method: VoteMethod) {
  if (method === "approval") return t("closing.confirmRule.approval");
  if (method === "dots") return t("closing.confirmRule.dots");
  return t("closing.confirmRule.upDown");
}

function ReopenButton({ eventId, focus, onUsed }: { eventId: string } & SwapProps) {
  const reopen = useClosing(eventId, "reopen");
  const swapFocus = useSwapFocus(focus);
  return (
    <Button
      ref={swapFocus}
      variant="outline"
      className="w-full"
      disabled={reopen.isPending}
      onClick={() => {
        onUsed();
        reopen.mutate();
      }}
    >
      <RotateCcw aria-hidden />
      {reopen.isPending ? t("closing.reopening") : t("closing.reopen")}
    </Button>
  );
}

import { useId, useState } from "react";
import { CalendarPlus } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { limits } from "../../../shared/core/limits";
import type { GroupSummary } from "../../../shared/api";
import { FormDialog } from "../../components/action-dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { errorMessage } from "../../lib/api";
import { useOpenRound } from "./use-group-page";
import { t } from "i18next";
import { Trans } from "react-i18next";

/** "New Round" (admins): an optional title (the group's name otherwise) and whether the last
 * round's runners-up come back. The new round's page opens. */
export function NewRoundDialog({
  group,
  hasPastRounds,
}: {
  group: GroupSummary;
  hasPastRounds: boolean;
}) {
  const [title, setTitle] = useState("");
  const [runnersUp, setRunnersUp] = useState(false);
  const open = useOpenRound(group.id);
  const navigate = useNavigate();
  const id = useId();

  const submit = (close: () => void) => {
    const trimmed = title.trim();
    open.mutate(
      { ...(trimmed ? { title: trimmed } : {}), ...(runnersUp ? { runnersUp } : {}) },
      {
        onSuccess: (round) => {
          toast.success(t("groups.round.new.done"), {
            description: t("groups.round.new.doneText", { number: round.roundNumber ?? "" }),
          });
          close();
          setTitle("");
          setRunnersUp(false);
          void navigate(`/event/${round.id}`);
        },
        onError: (error) =>
          toast.error(t("common.error"), {
            description: errorMessage(error, t("groups.round.new.failed")),
          }),
      },
    );
  };

  return (
    <FormDialog
      name={t("groups.round.new.name")}
      icon={CalendarPlus}
      description={t("groups.round.new.description")}
      onSubmit={submit}
      ready
      busy={open.isPending}
      busyLabel={t("groups.round.new.busy")}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>
          <Trans
            i18nKey="groups.round.new.title"
            components={[<span className="font-normal text-muted-foreground" />]}
          />
        </Label>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={group.name}
          maxLength={limits.title}
          autoComplete="off"
        />
      </div>
      {hasPastRounds && (
        <div className="flex items-start gap-3">
          <input
            id={`${id}-runners-up`}
            type="checkbox"
            checked={runnersUp}
            onChange={(e) => setRunnersUp(e.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <label htmlFor={`${id}-runners-up`} className="text-sm font-medium">
            {t("groups.round.new.runnersUp")}
          </label>
        </div>
      )}
    </FormDialog>
  );
}

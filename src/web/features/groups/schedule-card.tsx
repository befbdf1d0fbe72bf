import { useId, useState, type FormEvent } from "react";
import { CalendarClock, Pause, Play, SkipForward, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { GroupSummary, Schedule } from "../../../shared/api";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { errorMessage } from "../../lib/api";
import { formatFullDateTime } from "../../lib/dates";
import { browserTimeZone } from "../account";
import { clockTime, timeZones, weekdayName, WEEKDAYS } from "./weekdays";
import { useSchedule, type ScheduleAction } from "./use-group-page";
import { ScheduleCalendarLink } from "../calendar";
import { t } from "i18next";
import { Trans } from "react-i18next";

type Fields = {
  timeZone: string;
  opensOn: number;
  opensAt: string;
  closesOn: number;
  closesAt: string;
};

const fieldsOf = (schedule: Schedule | null): Fields =>
  schedule
    ? {
        timeZone: schedule.timeZone,
        opensOn: schedule.opensOn,
        opensAt: schedule.opensAt,
        closesOn: schedule.closesOn,
        closesAt: schedule.closesAt,
      }
    : // A first schedule starts on the viewer's own clock: Monday morning to Friday evening.
      {
        timeZone: browserTimeZone() ?? "UTC",
        opensOn: 1,
        opensAt: "09:00",
        closesOn: 5,
        closesAt: "18:00",
      };

/** The weekly schedule: when it opens and closes rounds (on the group's clock) and when it next
 * opens one (in the viewer's). Admins set, pause, resume, skip and remove it; members read it.
 * Every time is in the reader's hour cycle and names its zone: the group's and the reader's
 * clocks may differ (decision 220). */
export function ScheduleCard({ group }: { group: GroupSummary }) {
  const { schedule } = group;
  const admin = group.myRole !== "member";
  return (
    <TitledCard
      icon={CalendarClock}
      title={t("groups.schedule.heading")}
      description={t("groups.schedule.text")}
    >
      <ScheduleState schedule={schedule} groupId={group.id} />
      {admin && <ScheduleForm group={group} key={JSON.stringify(schedule)} />}
    </TitledCard>
  );
}

function ScheduleState({ schedule, groupId }: { schedule: Schedule | null; groupId: string }) {
  if (!schedule) return <p className="text-sm text-slate-700">{t("groups.schedule.none")}</p>;
  return (
    <div className="grid gap-1 text-sm text-slate-700">
      <p>
        {t("groups.schedule.summary", {
          opensOn: weekdayName(schedule.opensOn),
          opensAt: clockTime(schedule.opensAt),
          closesOn: weekdayName(schedule.closesOn),
          closesAt: clockTime(schedule.closesAt),
          timeZone: schedule.timeZone,
        })}
      </p>
      {schedule.paused || !schedule.nextOpeningAt ? (
        <p className="font-medium text-amber-800">{t("groups.schedule.paused")}</p>
      ) : (
        <>
          <p className="font-medium">
            <Trans
              i18nKey="groups.schedule.next"
              values={{ date: formatFullDateTime(schedule.nextOpeningAt) }}
              components={[<time dateTime={schedule.nextOpeningAt} />]}
            />
          </p>
          <div className="mt-2">
            <ScheduleCalendarLink groupId={groupId} />
          </div>
        </>
      )}
    </div>
  );
}

function ScheduleForm({ group }: { group: GroupSummary }) {
  const { schedule } = group;
  const [fields, setFields] = useState(() => fieldsOf(schedule));
  const [zones] = useState(() => timeZones(browserTimeZone(), schedule?.timeZone));
  const change = useSchedule(group.id);
  const id = useId();
  const set = (next: Partial<Fields>) => setFields({ ...fields, ...next });

  // Through the promise, not mutate's own callbacks: the live message of this very change can
  // come before its answer, and the form (keyed by the schedule) is then a new one, whose
  // mutation would never hear it; its toast was lost (a walk at three workers, 2026-11-29).
  const run = (action: ScheduleAction, done: string) =>
    void change.mutateAsync(action).then(
      () => toast.success(done),
      (error: unknown) =>
        toast.error(t("common.error"), {
          description: errorMessage(error, t("groups.schedule.failed")),
        }),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change.isPending) run({ action: "save", schedule: fields }, t("groups.schedule.saved"));
  };

  const day = (which: "opensOn" | "closesOn") => (
    <Select
      id={`${id}-${which}`}
      value={fields[which]}
      onChange={(e) => set({ [which]: Number(e.target.value) })}
    >
      {WEEKDAYS.map((n) => (
        <option key={n} value={n}>
          {weekdayName(n)}
        </option>
      ))}
    </Select>
  );
  const time = (which: "opensAt" | "closesAt") => (
    <Input
      id={`${id}-${which}`}
      type="time"
      required
      value={fields[which]}
      onChange={(e) => set({ [which]: e.target.value })}
    />
  );

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4 border-t border-border pt-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-zone`}>{t("groups.schedule.timeZone")}</Label>
        <Select
          id={`${id}-zone`}
          value={fields.timeZone}
          onChange={(e) => set({ timeZone: e.target.value })}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </Select>
      </div>
      {(["opens", "closes"] as const).map((edge) => (
        <fieldset key={edge} className="grid gap-2">
          {/* The fields are on the group's clock, not necessarily the reader's: named here, so a
              screen reader hears it with the fields too. */}
          <legend className="mb-2 text-sm font-medium">
            {edge === "opens"
              ? t("groups.schedule.opens", { timeZone: fields.timeZone })
              : t("groups.schedule.closes", { timeZone: fields.timeZone })}
          </legend>
          <div className="grid grid-cols-[1fr_auto] gap-2">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-${edge}On`} className="text-xs text-muted-foreground">
                {t("groups.schedule.weekday")}
              </Label>
              {day(edge === "opens" ? "opensOn" : "closesOn")}
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-${edge}At`} className="text-xs text-muted-foreground">
                {t("groups.schedule.time")}
              </Label>
              {time(edge === "opens" ? "opensAt" : "closesAt")}
            </div>
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t("common.saving") : t("groups.schedule.save")}
        </Button>
        {schedule && (
          <>
            {schedule.paused ? (
              <Button
                variant="outline"
                disabled={change.isPending}
                onClick={() => run({ action: "resume" }, t("groups.schedule.saved"))}
              >
                <Play aria-hidden />
                {t("groups.schedule.resume")}
              </Button>
            ) : (
              <>
                <Button
                  variant="outline"
                  disabled={change.isPending}
                  onClick={() => run({ action: "pause" }, t("groups.schedule.saved"))}
                >
                  <Pause aria-hidden />
                  {t("groups.schedule.pause")}
                </Button>
                <Button
                  variant="outline"
                  disabled={change.isPending}
                  onClick={() => run({ action: "skip" }, t("groups.schedule.skipped"))}
                >
                  <SkipForward aria-hidden />
                  {t("groups.schedule.skip")}
                </Button>
              </>
            )}
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              disabled={change.isPending}
              onClick={() => run({ action: "remove" }, t("groups.schedule.removed"))}
            >
              <Trash2 aria-hidden />
              {t("groups.schedule.remove")}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}

// What the group remembers of a link in a round (decision 226): when its address won, how often
// it was shortlisted and who shared it first, as chips under the card's details; and, when the
// round bars it ("give others a chance"), a note that it cannot win. Words, not colour alone,
// carry each; dates are the viewer's own (their language and time zone).
import { Ban, ListChecks, Trophy, UserRound } from "lucide-react";
import type { Link } from "../../../shared/api";
import { formatDayMonth } from "../../lib/dates";
import { t } from "i18next";
import { Trans } from "react-i18next";

const chip =
  "inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-medium text-slate-700 [&_svg]:size-3.5 [&_svg]:shrink-0";

export function LinkMemory({ link }: { link: Pick<Link, "barred" | "history"> }) {
  const { history, barred } = link;
  if (!history && !barred) return null;
  const latestWin = history?.wonOn[0];
  return (
    <div className="space-y-1.5">
      {barred && (
        <p className="flex items-start gap-1.5 rounded-md border border-amber-300 bg-amber-50 px-2.5 py-1.5 text-xs font-medium text-amber-900">
          <Ban aria-hidden className="mt-px size-3.5 shrink-0" />
          {t("links.memory.barred")}
        </p>
      )}
      {history && (
        <ul aria-label={t("links.memory.label")} className="flex flex-wrap gap-1.5">
          {latestWin && (
            <li className={chip}>
              <Trophy aria-hidden />
              {t("links.memory.won", {
                count: history.wonOn.length,
                date: formatDayMonth(latestWin),
              })}
            </li>
          )}
          {history.shortlisted > 0 && (
            <li className={chip}>
              <ListChecks aria-hidden />
              {t("links.memory.shortlisted", { count: history.shortlisted })}
            </li>
          )}
          {history.sharedBefore !== null && (
            <li className={chip}>
              <UserRound aria-hidden />
              <span className="min-w-0 truncate">
                <Trans
                  i18nKey="links.memory.sharedBefore"
                  values={{ name: history.sharedBefore }}
                  components={[<bdi />]}
                />
              </span>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

import { Medal } from "lucide-react";
import type { ChosenLink } from "../../../shared/api";
import { formatDate } from "../../lib/dates";
import { RememberedLinkLine } from "./remembered-link";
import { t } from "i18next";

/** "Most chosen": what won more than once, most wins first, and when it last won. */
export function MostChosen({ links }: { links: ChosenLink[] }) {
  return (
    <section
      aria-labelledby="most-chosen-heading"
      className="rounded-2xl border border-border bg-surface shadow-sm"
    >
      <h2
        id="most-chosen-heading"
        className="flex items-center gap-2 border-b border-border px-4 py-3 text-lg font-semibold tracking-tight sm:px-5"
      >
        <Medal aria-hidden className="size-5 text-primary" />
        {t("groups.mostChosen.heading")}
      </h2>
      {links.length === 0 ? (
        <p className="px-4 py-4 text-sm text-muted-foreground sm:px-5">
          {t("groups.mostChosen.empty")}
        </p>
      ) : (
        <ol className="grid gap-3 px-4 py-4 sm:px-5">
          {links.map((link) => (
            <li key={link.linkId}>
              <RememberedLinkLine link={link} size="sm">
                <p className="text-xs text-muted-foreground">
                  {t("groups.mostChosen.wins", { count: link.wins })}
                  {" · "}
                  <time dateTime={link.lastWonAt}>{formatDate(link.lastWonAt)}</time>
                </p>
              </RememberedLinkLine>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { Medal } from "lucide-react";
import type { ChosenLink } from "../../../shared/api";
import { TitledCard } from "../../components/titled-card";
import { formatDate } from "../../lib/dates";
import { RememberedLinkLine } from "./remembered-link";
import { t } from "i18next";

/** "Most chosen": what won more than once, most wins first, and when it last won. */
export function MostChosen({ links }: { links: ChosenLink[] }) {
  return (
    <TitledCard
      icon={Medal}
      title={t("groups.mostChosen.heading")}
      description={links.length === 0 ? t("groups.mostChosen.empty") : undefined}
    >
      {links.length > 0 && (
        <ol className="grid gap-3">
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
    </TitledCard>
  );
}

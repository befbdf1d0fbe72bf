import { Repeat } from "lucide-react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { call, huddle } from "../../lib/client";
import { queryKeys } from "../../lib/query-keys";
import { t } from "i18next";
import { Trans } from "react-i18next";

/** Above a round's title, on its page and its dashboard card: "Round 3 of Friday dinner", a link
 * to its group. The group's name comes from my groups (the dashboard's list, usually cached
 * already); until it is there, "Round 3". */
export function RoundOf({
  groupId,
  roundNumber,
  className = "",
}: {
  groupId: string;
  roundNumber: number;
  className?: string;
}) {
  const groups = useQuery({
    queryKey: queryKeys.groups,
    queryFn: () => call(huddle.api.groups.$get()),
    staleTime: 60_000,
  });
  const name = groups.data?.find((group) => group.id === groupId)?.name;
  return (
    <Link
      to={`/groups/${groupId}`}
      className={`${className} inline-flex max-w-full items-center gap-1.5 rounded-sm text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`}
    >
      <Repeat aria-hidden className="size-4 shrink-0" />
      <span className="[overflow-wrap:anywhere]">
        {name ? (
          <Trans
            i18nKey="groups.round.of"
            values={{ number: roundNumber, name }}
            components={[<bdi />]}
          />
        ) : (
          t("groups.round.number", { number: roundNumber })
        )}
      </span>
    </Link>
  );
}

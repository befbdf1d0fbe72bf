import type { Ballot, Member } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/core/voting";
import { t } from "i18next";
import { Trans } from "react-i18next";

/**
 * Open votes: who voted what on one link, by name, in one or two short lines: "Up: Ann, Bob" and
 * "Down: Cy"; "Approved by: Ann, Bob"; "Dots: Ann ×2, Bob". Nothing while nobody has voted.
 */
export function VotersLine({
  voters,
  members,
  method,
}: {
  voters: Ballot[];
  members: Member[];
  method: VoteMethod;
}) {
  if (voters.length === 0) return null;
  const names = new Map(members.map((member) => [member.id, member.name]));
  const nameOf = (ballot: Ballot) => names.get(ballot.userId) ?? t("votes.formerMember");
  const list = (ballots: Ballot[], withDots = false) =>
    ballots
      .map((b) => (withDots && b.weight > 1 ? `${nameOf(b)} ×${b.weight}` : nameOf(b)))
      .join(", ");

  const lines: Array<[label: string, names: string]> =
    method === "upDown"
      ? [
          [t("votes.voters.up"), list(voters.filter((b) => b.value === "up"))],
          [t("votes.voters.down"), list(voters.filter((b) => b.value === "down"))],
        ]
      : method === "approval"
        ? [[t("votes.voters.approvedBy"), list(voters)]]
        : [[t("votes.voters.dots"), list(voters, true)]];

  return (
    <ul className="mt-3 grid gap-0.5 border-t border-border pt-3 text-sm text-slate-700">
      {lines
        .filter(([, text]) => text !== "")
        .map(([label, text]) => (
          <li key={label} className="[overflow-wrap:anywhere]">
            <Trans
              i18nKey="votes.voters.line"
              values={{ label, names: text }}
              components={[<span className="font-medium text-slate-900" />]}
            />
          </li>
        ))}
    </ul>
  );
}

import type { Ballot, Member } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/voting";

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
  const nameOf = (ballot: Ballot) => names.get(ballot.userId) ?? "A former member";
  const list = (ballots: Ballot[], withDots = false) =>
    ballots.map((b) => (withDots && b.dots > 1 ? `${nameOf(b)} ×${b.dots}` : nameOf(b))).join(", ");

  const lines: Array<[label: string, names: string]> =
    method === "upDown"
      ? [
          ["Up", list(voters.filter((b) => b.vote === "up"))],
          ["Down", list(voters.filter((b) => b.vote === "down"))],
        ]
      : method === "approval"
        ? [["Approved by", list(voters)]]
        : [["Dots", list(voters, true)]];

  return (
    <ul className="mt-3 grid gap-0.5 border-t border-border pt-3 text-sm text-slate-700">
      {lines
        .filter(([, text]) => text !== "")
        .map(([label, text]) => (
          <li key={label} className="[overflow-wrap:anywhere]">
            <span className="font-medium text-slate-900">{label}:</span> {text}
          </li>
        ))}
    </ul>
  );
}

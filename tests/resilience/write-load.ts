// Every member votes (up, down or take back, at random) and now and then shares a link, one
// request after another, until the server stops answering or the load is stopped. Each write is
// recorded with what came back, so a check afterwards knows which ones were acknowledged.
import type { Link, VoteResult, VoteValue } from "../../src/shared/api";
import type { Group } from "./group";

export type Outcome =
  /** A 2xx answer: the server promised the write is kept. */
  | "acknowledged"
  /** An answer other than 2xx: refused (and nothing should have changed). */
  | "refused"
  /** No answer (the server died with it in flight): it may or may not have happened. */
  | "unknown";

type Base = { member: number; outcome?: Outcome; status?: number; text?: string };
export type VoteWrite = Base & {
  kind: "vote";
  linkId: string;
  vote: VoteValue | null;
  body?: VoteResult;
};
export type ShareWrite = Base & { kind: "share"; url: string; title: string; body?: Link };
export type Write = VoteWrite | ShareWrite;

const votes: Array<VoteValue | null> = ["up", "down", null];
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

/**
 * Runs until the server stops answering, or `stop()`, or for `maxMs` at most (the kill should
 * come first). `shares`: the fraction of writes that share a link rather than vote.
 */
export function startWriteLoad(
  group: Group,
  cycle: number,
  { maxMs = 60_000, shares = 0.2 }: { maxMs?: number; shares?: number } = {},
) {
  let deadline = Date.now() + maxMs;
  const writes: Write[] = [];
  let acknowledged = 0;
  const waiters = new Set<() => void>();

  const run = async (member: number) => {
    const person = group.members[member]!;
    for (let n = 0; Date.now() < deadline; n++) {
      const write: Write =
        Math.random() < shares
          ? {
              kind: "share",
              member,
              url: `https://load.example/${cycle}/${member}/${n}`,
              title: `Cycle ${cycle}, member ${member}, link ${n}`,
            }
          : { kind: "vote", member, linkId: pick(group.shortlist), vote: pick(votes) };
      writes.push(write);
      try {
        const answer =
          write.kind === "vote"
            ? await person.request(
                "PUT",
                `/api/events/${group.eventId}/links/${write.linkId}/vote`,
                { value: write.vote },
              )
            : await person.request("POST", `/api/events/${group.eventId}/links`, {
                url: write.url,
                title: write.title,
              });
        write.status = answer.status;
        write.text = answer.text.slice(0, 300);
        write.outcome = answer.status >= 200 && answer.status < 300 ? "acknowledged" : "refused";
        write.body = answer.json;
        if (write.outcome === "acknowledged") {
          acknowledged++;
          for (const wake of waiters) wake();
        }
      } catch {
        write.outcome = "unknown";
        return;
      }
    }
  };
  const done = Promise.all(group.members.map((_, member) => run(member)));

  return {
    writes,
    done,
    get acknowledged() {
      return acknowledged;
    },
    /** No member starts another write; `done` resolves once the ones in flight are answered. */
    stop: () => {
      deadline = 0;
    },
    /** Resolves once `count` writes have been acknowledged in this load. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          if (acknowledged < count) return;
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        wake();
      }),
  };
}

// What a few open pages do while the database may be away: load the event page, vote, and now
// and then everything else that needs the database (the dashboard, who am I, signing in, opening
// the live stream, the health check). Every call is kept with its timing and answer.
import type { Group } from "./group";
import { Person, PASSWORD } from "./person";

export type Call = {
  what: string;
  started: number;
  ended: number;
  status?: number;
  /** The error code of an error answer. */
  code?: string;
  /** Set when no answer came at all. */
  failure?: string;
};

/** Longer than this without an answer is a hang: the call is abandoned and counted as one. */
const ANSWER_WITHIN_MS = 6000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startReadVoteLoad(group: Group, maxMs: number) {
  const calls: Call[] = [];
  const deadline = Date.now() + maxMs;
  let stopped = false;
  const event = `/api/events/${group.eventId}`;

  const call = async (
    person: Person,
    what: string,
    method: string,
    path: string,
    body?: unknown,
  ) => {
    const record: Call = { what, started: Date.now(), ended: 0 };
    calls.push(record);
    try {
      const answer = await person.withTimeout(ANSWER_WITHIN_MS).request(method, path, body);
      record.status = answer.status;
      record.code = answer.json?.error?.code;
      // Streams answer 200 and stay open: only the status matters here.
    } catch (error) {
      record.failure =
        (error as Error).name === "TimeoutError" ? "no answer in time" : String(error);
    }
    record.ended = Date.now();
  };

  const pageAndVote = async (person: Person) => {
    while (!stopped && Date.now() < deadline) {
      await call(person, "event page", "GET", event);
      const linkId = group.shortlist[Math.floor(Math.random() * group.shortlist.length)]!;
      const vote = ["up", "down", null][Math.floor(Math.random() * 3)];
      await call(person, "vote", "PUT", `${event}/links/${linkId}/vote`, { value: vote });
      await pause(50);
    }
  };

  const everythingElse = async (person: Person) => {
    const stranger = new Person(person.base, person.name, person.email);
    const others: Array<() => Promise<void>> = [
      () => call(person, "dashboard", "GET", "/api/events"),
      () => call(person, "me", "GET", "/api/me"),
      () =>
        call(stranger, "sign-in", "POST", "/api/auth/sign-in/email", {
          email: person.email,
          password: PASSWORD,
        }),
      () => call(person, "health", "GET", "/api/health"),
      () => liveStream(person),
    ];
    for (let i = 0; !stopped && Date.now() < deadline; i++) {
      await others[i % others.length]!();
      await pause(50);
    }
  };

  // A stream that opens is closed at once: what is tested is that opening it answers.
  const liveStream = async (person: Person) => {
    const record: Call = { what: "live stream", started: Date.now(), ended: 0 };
    calls.push(record);
    try {
      const response = await fetch(`${person.base}${event}/live`, {
        headers: { cookie: person.cookieHeader },
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
      record.status = response.status;
      if (response.status === 200) await response.body?.cancel();
      else record.code = ((await response.json()) as { error?: { code?: string } }).error?.code;
    } catch (error) {
      record.failure = String(error);
    }
    record.ended = Date.now();
  };

  const [first, ...rest] = group.members;
  const done = Promise.all([...rest.map(pageAndVote), everythingElse(first!)]);
  return {
    calls,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

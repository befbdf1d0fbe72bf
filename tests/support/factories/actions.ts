// What a person does, through the API, to set up what a test needs: sign up, sign in, join as a
// guest, create an event, join it, share a link, shortlist it, vote, comment, close. The same
// functions serve the API tests (a client on the in-process app) and the browser tests (a client
// on a browser context, so its pages are signed in as the person); each throws an `ApiError` with
// the server's answer when refused. Nothing here imports the server: the browser tests only
// reach it over HTTP.
import type { z } from "zod";
import type {
  Comment,
  createEventInput,
  EventClosure,
  EventSummary,
  Me,
  NewLink,
  ResultLink,
  shareLinkInput,
  ShortlistState,
  VoteResult,
} from "../../../src/shared/api";
import { ApiError, type Answer, type ApiClient } from "../api";

/** Who a request is sent as: a client, or anyone holding one (an API test's person, a browser
 * test's person). */
export type As = ApiClient | { client: ApiClient };

export const clientOf = (as: As): ApiClient => ("client" in as ? as.client : as);

export const PASSWORD = "correct horse battery";

let counter = 0;

/** An address no one has used: `<prefix>.<time>.<n>.<random>@example.test`. */
export function uniqueEmail(prefix = "user") {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}.${Date.now().toString(36)}.${++counter}.${random}@example.test`;
}

/** A name as the start of an address: "Ann Creator" → "ann.creator". */
const localPart = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .slice(0, 24)
    .replace(/^\.+|\.+$/g, "") || "user";

export type Account = { id: string; name: string; email: string; password: string };

/** Signs up with email and password. Without mail set up on the server, that signs the client in;
 * with it, the account waits for its emailed link (the browser tests' `signUpVerified`). */
export async function signUp(
  as: As,
  options: { name?: string; email?: string; password?: string; callbackURL?: string } = {},
): Promise<Account> {
  const name = options.name ?? `Person ${++counter}`;
  const email = options.email ?? uniqueEmail(localPart(name));
  const password = options.password ?? PASSWORD;
  const answer = await clientOf(as).call<{ user: { id: string } }>(
    "POST",
    "/api/auth/sign-up/email",
    {
      email,
      password,
      name,
      ...(options.callbackURL ? { callbackURL: options.callbackURL } : {}),
    },
  );
  return { id: answer.user.id, name, email, password };
}

/** Signs in with email and password (another browser, another device); answers the answer, its
 * cookies and all. */
export async function signIn(as: As, person: { email: string; password: string }) {
  const body = { email: person.email, password: person.password };
  const answer = await clientOf(as).post("/api/auth/sign-in/email", body);
  if (answer.status !== 200) throw new ApiError("POST", "/api/auth/sign-in/email", answer);
  return answer as Answer<{ user: { id: string } }>;
}

/** Takes part as a guest with this name (no account): the client holds the guest's session. */
export async function joinAsGuest(as: As, name = "Gus Guest"): Promise<Me> {
  await clientOf(as).call("POST", "/api/auth/sign-in/anonymous", { name });
  return clientOf(as).call<Me>("GET", "/api/me");
}

export type NewEvent = z.input<typeof createEventInput>;

/** Creates an event: a title, or the whole body (rules, deadline, description). */
export function createEventAs(
  as: As,
  event: string | NewEvent = "Team dinner",
  description?: string,
): Promise<EventSummary> {
  const body = typeof event === "string" ? { title: event } : event;
  return clientOf(as).call<EventSummary>("POST", "/api/events", {
    ...body,
    ...(description === undefined ? {} : { description }),
  });
}

/** Joins an event by its invitation code. */
export function joinAs(as: As, code: string) {
  return clientOf(as).call<EventSummary>("POST", "/api/events/join", { code });
}

export type LinkToShare = Partial<z.input<typeof shareLinkInput>>;

let shared = 0;

/** Shares a link: a title (and address), or the whole body. Unless given, the address is new
 * (one address is one link in an event). */
export function share(
  as: As,
  eventId: string,
  link: string | LinkToShare = "Pizza Place",
  url?: string,
): Promise<NewLink> {
  const body = typeof link === "string" ? { title: link, url } : link;
  return clientOf(as).call<NewLink>("POST", `/api/events/${eventId}/links`, {
    ...body,
    title: body.title ?? "Pizza Place",
    url: body.url ?? `https://example.com/place/${Date.now().toString(36)}-${++shared}`,
  });
}

export function shortlist(as: As, eventId: string, linkId: string) {
  return clientOf(as).call<ShortlistState>(
    "PUT",
    `/api/events/${eventId}/links/${linkId}/shortlist`,
  );
}

export function unshortlist(as: As, eventId: string, linkId: string) {
  return clientOf(as).call<ShortlistState>(
    "DELETE",
    `/api/events/${eventId}/links/${linkId}/shortlist`,
  );
}

/** Invites someone to the event by email (an account's invitation: it names who sent it). */
export function invite(as: As, eventId: string, email: string) {
  return clientOf(as).call<{ email: string }>("POST", `/api/events/${eventId}/invitations`, {
    email,
  });
}

/** Shares a link and puts it on the shortlist. */
export async function shortlisted(
  as: As,
  eventId: string,
  link: string | LinkToShare = "Pizza Place",
  url?: string,
) {
  const made = await share(as, eventId, link, url);
  await shortlist(as, eventId, made.id);
  return made;
}

export const votePath = (eventId: string, linkId: string) =>
  `/api/events/${eventId}/links/${linkId}/vote`;

/** What a vote sends: "up" or "down" (null takes it back), or a number of dots. */
export type Ballot = "up" | "down" | null | { weight: number };

const voteBody = (ballot: Ballot) =>
  ballot !== null && typeof ballot === "object" ? ballot : { value: ballot };

/** Votes; throws when refused. */
export function vote(as: As, eventId: string, linkId: string, ballot: Ballot) {
  return clientOf(as).call<VoteResult>("PUT", votePath(eventId, linkId), voteBody(ballot));
}

/** Votes and answers what came, refused or not (for the tests of who may vote when). */
export function tryVote(as: As, eventId: string, linkId: string, ballot: Ballot): Promise<Answer> {
  return clientOf(as).put(votePath(eventId, linkId), voteBody(ballot));
}

export function comment(as: As, eventId: string, linkId: string, body: string) {
  return clientOf(as).call<Comment>("POST", `/api/events/${eventId}/links/${linkId}/comments`, {
    body,
  });
}

/** Closes the event (the creator): its winner is recorded. */
export function closeEvent(as: As, eventId: string) {
  return clientOf(as).call<EventClosure>("POST", `/api/events/${eventId}/close`);
}

export function reopenEvent(as: As, eventId: string) {
  return clientOf(as).call<EventClosure>("POST", `/api/events/${eventId}/reopen`);
}

/** Turns on the closed event's public result link and answers its address. */
export async function publicResultLink(as: As, eventId: string) {
  const { url } = await clientOf(as).call<ResultLink>("PUT", `/api/events/${eventId}/result-link`);
  return url!;
}

/** An event made by `creator` and joined by `members`, with these links shared and shortlisted by
 * the creator (titles, or whole links). */
export async function eventWithShortlist(
  creator: As,
  members: As[],
  event: string | NewEvent,
  links: Array<string | LinkToShare> = [],
) {
  const made = await createEventAs(creator, event);
  for (const member of members) await joinAs(member, made.invitationCode);
  const shortlistedLinks: NewLink[] = [];
  for (const link of links) shortlistedLinks.push(await shortlisted(creator, made.id, link));
  return { event: made, id: made.id, links: shortlistedLinks };
}

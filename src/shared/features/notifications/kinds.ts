// The kinds of notice (issue #50, decisions 218 and 229): each once, with the channels that carry
// it. A channel's number (a chat's `place`) is the kind's place in that channel's list, the order
// its Settings switches are shown in: the lists grew apart, so a new kind takes the next number
// of each channel it is on. A chat message also has its webhook type and summary (the OpenAPI
// document's) and whether a new chat target is sent it (`on`). The kinds' names are in the
// catalogues (mailKinds.*, chats.messages.*). Plain data: the browser and the service worker
// import it without zod.
type Carries = {
  email?: number;
  push?: number;
  chat?: { place: number; type: string; on: boolean; about: string };
};

export const noticeKinds = {
  invitation: { email: 1 },
  reminder: { email: 2, push: 3 },
  deadline: {
    email: 3,
    push: 2,
    chat: {
      place: 3,
      type: "deadline.near",
      on: true,
      about: "Voting closes soon (when the “closes soon” email goes out)",
    },
  },
  closed: {
    email: 4,
    push: 4,
    chat: {
      place: 4,
      type: "event.closed",
      on: true,
      about: "The event closed: the winner and the ranking (`data.result`)",
    },
  },
  joined: { email: 5, push: 5 },
  roundOpened: { email: 6, push: 1 },
  /** A round, or an event reopened: "opened" to a chat. */
  opened: {
    chat: {
      place: 1,
      type: "event.opened",
      on: true,
      about: "An event, or a group's round, opened",
    },
  },
  /** Off at first: it would be noisy. */
  linkShared: {
    chat: {
      place: 2,
      type: "link.shared",
      on: false,
      about: "A link was shared in the event (`data.link`)",
    },
  },
} as const satisfies Record<string, Carries>;

export type NoticeKind = keyof typeof noticeKinds;
type Channel = keyof Carries;
/** The kinds a channel carries, as a literal union. */
type CarriedBy<C extends Channel> = {
  [K in NoticeKind]: (typeof noticeKinds)[K] extends Record<C, unknown> ? K : never;
}[NoticeKind];

/** A kind's place in a channel's list; 0 when the channel does not carry it. */
export function placeIn(channel: Channel, kind: NoticeKind) {
  const carries: Carries = noticeKinds[kind];
  return channel === "chat" ? (carries.chat?.place ?? 0) : (carries[channel] ?? 0);
}

/** A channel's kinds in its order; never empty (z.enum takes it). */
function carriedBy<C extends Channel>(channel: C) {
  return (Object.keys(noticeKinds) as NoticeKind[])
    .filter((kind) => placeIn(channel, kind) > 0)
    .sort((a, b) => placeIn(channel, a) - placeIn(channel, b)) as unknown as readonly [
    CarriedBy<C>,
    ...CarriedBy<C>[],
  ];
}

/** The kinds of email Huddle sends that a person may turn off (Settings, or the unsubscribe link
 * in each one). */
export const mailKinds = carriedBy("email");
export type MailKind = CarriedBy<"email">;

/** The kinds of push: those of the emails that concern someone already in an event (an
 * invitation goes to an address, not to a device). Each is on or off per person, apart from the
 * email choice of the same kind. */
export const pushKinds = carriedBy("push");
export type PushKind = CarriedBy<"push">;

/** The messages a chat target may be sent, each on or off per target. */
export const chatMessageKinds = carriedBy("chat");
export type ChatMessageKind = CarriedBy<"chat">;

/** What a chat is told of each message kind, by kind. */
export const chatMessage = (kind: ChatMessageKind) => noticeKinds[kind].chat;

/** A chat message's type in the webhook ("event.closed"), in chatMessageKinds' order. */
export const chatTypes = chatMessageKinds.map((kind) => chatMessage(kind).type);
export type ChatType = (typeof noticeKinds)[ChatMessageKind]["chat"]["type"];

/** Which messages a new target is sent. */
export const chatMessageDefaults = Object.fromEntries(
  chatMessageKinds.map((kind) => [kind, chatMessage(kind).on]),
) as Record<ChatMessageKind, boolean>;

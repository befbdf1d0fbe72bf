// The kinds of notice (issue #50, decisions 218 and 229): each once, with the channels that carry
// it. A channel's number is the kind's place in that channel's list, the order its Settings
// switches are shown in (the lists grew apart: a new kind takes the next number of each channel
// it is on). `chatOn` is whether a new chat target is sent it. Their names are in the catalogues
// (mailKinds.*, push.kinds.*, chats.messages.*). Plain data: the browser and the service worker
// import it without zod.
type Carries = { email?: number; push?: number; chat?: number; chatOn?: boolean };

export const noticeKinds = {
  invitation: { email: 1 },
  reminder: { email: 2, push: 3 },
  deadline: { email: 3, push: 2, chat: 3, chatOn: true },
  closed: { email: 4, push: 4, chat: 4, chatOn: true },
  joined: { email: 5, push: 5 },
  roundOpened: { email: 6, push: 1 },
  /** A round, or an event reopened: "opened" to a chat. */
  opened: { chat: 1, chatOn: true },
  /** Off at first: it would be noisy. */
  linkShared: { chat: 2, chatOn: false },
} as const satisfies Record<string, Carries>;

export type NoticeKind = keyof typeof noticeKinds;
type Channel = "email" | "push" | "chat";
/** The kinds a channel carries, as a literal union. */
type CarriedBy<C extends Channel> = {
  [K in NoticeKind]: (typeof noticeKinds)[K] extends Record<C, number> ? K : never;
}[NoticeKind];

/** A channel's kinds in its order; never empty (z.enum takes it). */
function carriedBy<C extends Channel>(channel: C) {
  const place = (kind: NoticeKind) => (noticeKinds[kind] as Carries)[channel] ?? 0;
  return (Object.keys(noticeKinds) as NoticeKind[])
    .filter((kind) => place(kind) > 0)
    .sort((a, b) => place(a) - place(b)) as unknown as readonly [CarriedBy<C>, ...CarriedBy<C>[]];
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

/** Which messages a new target is sent. */
export const chatMessageDefaults = Object.fromEntries(
  chatMessageKinds.map((kind) => [kind, (noticeKinds[kind] as Carries).chatOn === true]),
) as Record<ChatMessageKind, boolean>;

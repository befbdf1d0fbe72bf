// Web push (issue #37, decision 227): the kinds a person may have pushed to their devices, and
// the message the server encrypts for a device and its service worker shows. Plain data: the
// browser and the service worker import it without zod.

/** The kinds of push: those of the emails that concern someone already in an event (an
 * invitation goes to an address, not to a device). Each is on or off per person, apart from the
 * email choice of the same kind. */
export const pushKinds = ["roundOpened", "deadline", "reminder", "closed", "joined"] as const;
export type PushKind = (typeof pushKinds)[number];

/** What a push carries (JSON, encrypted for the device, RFC 8291). The text is made on the
 * server in the person's language; the service worker shows it as it is. */
export type PushMessage = {
  /** The outbox row's id: the notification's tag, so a repeated delivery replaces the first. */
  id: string;
  kind: PushKind | "test";
  /** The notification's title: the event's (or group's) title. */
  title: string;
  body: string;
  /** Where a click goes: a path of this site, the event on the right tab. */
  url: string;
  /** The language the text is in ("en" or "de"), for the notification's lang. */
  lang: string;
};

// What a push carries (JSON, encrypted for the device, RFC 8291). The text is made on the server
// in the person's language; the service worker shows it as it is. Plain data: the browser and the
// service worker import it without zod.
import type { PushKind } from "../notifications/kinds";

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

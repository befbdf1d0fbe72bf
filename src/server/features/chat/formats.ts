// TEMPORARY (engineer S): the two functions of engineer F's formats.ts that the routes need,
// until wt-chat-formats is merged; F's file replaces this one whole.
import { randomBytes } from "node:crypto";
import type { ChatDestination } from "./sealed";

export const newSigningSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

const last4 = (s: string) => `…${s.slice(-4)}`;

export function shownAddress(destination: ChatDestination): string {
  if (destination.kind === "matrix")
    return `${destination.homeserver} ${destination.room} ${last4(destination.accessToken)}`;
  const url = new URL(destination.url);
  return `${url.origin}/${last4(url.pathname + url.search)}`;
}

// The deadline as the create and edit dialogs hold it: the `datetime-local` text in the
// creator's own time zone ("" for none), checked before sending with the server's own words.
// The server checks again and decides: this only saves a round trip for the obvious cases.
import { limits } from "../../../shared/core/limits";
import { fromLocalInput } from "../../lib/dates";
import { t } from "i18next";

/** What is wrong with the typed deadline, or undefined when it may be sent ("" is none). */
export function deadlineProblem(value: string, now = Date.now()): string | undefined {
  if (value === "") return undefined;
  const iso = fromLocalInput(value);
  if (iso === null) return t("errors.deadlineNotDate");
  const at = Date.parse(iso);
  if (at <= now) return t("errors.deadlinePast");
  if (at > now + limits.deadlineMaxAheadMs) return t("errors.deadlineTooFar");
  return undefined;
}

/** The deadline to send: an ISO moment with its offset, or null for none. */
export const deadlineToSend = (value: string) => (value === "" ? null : fromLocalInput(value));

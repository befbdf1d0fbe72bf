import { normalizeCode } from "../../../shared/core/limits";

/** What a person typed or pasted as an invitation: the code itself, or an invite link ending in
 * one (…/invite/K7QM4XTP); trimmed and upper-cased, as the server looks codes up. */
export function invitationCodeIn(value: string) {
  const inLink = /\/invite\/([^/?#\s]+)/.exec(value)?.[1];
  if (!inLink) return normalizeCode(value);
  try {
    return normalizeCode(decodeURIComponent(inLink));
  } catch {
    return normalizeCode(inLink);
  }
}

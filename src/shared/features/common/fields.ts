// What many features' request schemas share: the refusal of a field by its code, and the
// fields several of them take. Not part of the API's own names (shared/api.ts lists those).
import { z } from "zod";
import type { commonErrors } from "./errors";
import { hasDirectionControl, DIRECTION_CONTROL_RANGES } from "../../core/direction-controls";
import { limits } from "../../core/limits";

/** The 400 codes of error tables (features/<feature>/errors.ts). */
type Refusal<T> = { [C in keyof T]: T[C] extends 400 ? C : never }[keyof T] & string;

/** A field's refusal, as its message: a 400 code of the given tables, which the server answers
 * with (http/errors.ts fieldErrors), its params (`max`, `min`, `field`) taken from the issue. */
export const refusals =
  <T>() =>
  (refusal: Refusal<T>) =>
    refusal;

const code = refusals<typeof commonErrors>();

/** What a member types is refused with a direction control in it (shared/core/direction-controls.ts):
 * shown on other members' screens, it could turn a URL or their text around. */
export const noDirectionControls = (value: string) => !hasDirectionControl(value);

export const title = z
  .string({ error: code("titleRequired") })
  .trim()
  .min(1, code("titleRequired"))
  .max(limits.title, code("titleTooLong"))
  .refine(noDirectionControls, code("directionControls"));
export const description = z
  .string({ error: code("descriptionNotText") })
  .trim()
  .max(limits.description, code("descriptionTooLong"))
  .refine(noDirectionControls, code("directionControls"));

/** No control characters, line breaks or direction controls: a name is shown on every member's
 * screen and in email. (Joiners stay: emoji sequences use them.) */
export const printable = new RegExp(`^[^\\p{Cc}\\p{Zl}\\p{Zp}${DIRECTION_CONTROL_RANGES}]*$`, "u");

/** An address the server will POST to (a push service, a chat): http(s), no user or password in
 * it, no fragment. Whether its host may be reached is the server's question
 * (features/previews/outbound-address.ts). */
export const isServiceAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.username === "" &&
      url.password === "" &&
      url.hash === ""
    );
  } catch {
    return false;
  }
};

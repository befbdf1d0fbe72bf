// What sharing a link takes.
import { z } from "zod";
import { description, noDirectionControls, refusals, title } from "../common/fields";
import { cleanUrl } from "../../core/clean-url";
import { limits } from "../../core/limits";
import type { linksErrors } from "./errors";
import type { commonErrors } from "../common/errors";

const code = refusals<typeof linksErrors & typeof commonErrors>();

/** http and https only: javascript:, data: and the rest could run code or hide content. What
 * passes is cleaned (clean-url.ts): the form Huddle stores, shows and compares. */
export const linkUrl = z
  .string({ error: code("urlRequired") })
  .trim()
  .min(1, code("urlRequired"))
  .max(limits.url, code("urlTooLong"))
  .refine(noDirectionControls, code("directionControls"))
  .refine((value) => {
    if (/\s/.test(value)) return false;
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, code("urlInvalid"))
  .transform((value) => cleanUrl(value)!);

export const shareLinkInput = z.strictObject({
  url: linkUrl,
  title,
  description: description.optional(),
});

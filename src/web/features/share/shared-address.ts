// What another app shared, as the share page receives it: /share?url=…&title=…&text=… (the Web
// Share Target's GET parameters, decision 221, or a bookmarklet's). Apps fill them differently:
// Chromium on Android usually sends the address inside `text` ("Look at this https://…") and
// leaves `url` empty; a maps app sends the place's name and address lines with the link in
// `text` and no title. This turns any of them into the share form's URL, title and description.
import { find } from "linkifyjs";
import { limits } from "../../../shared/core/limits";

export type SharedAddress = { url: string; title: string; description: string };

/** The first http(s) address written in `text`. linkifyjs (as for comments, decision 217) finds
 * where it ends: not at the sentence's punctuation after it, but with the brackets the address
 * opened itself (Wikipedia's ".../Mercury_(planet)"). Addresses without a scheme, which it also
 * finds, are not what a share sends. */
export function firstAddressIn(text: string): string | null {
  const found = find(text, "url").find((link) => /^https?:\/\//i.test(link.value));
  return found && isWebAddress(found.value) ? found.value : null;
}

function isWebAddress(value: string) {
  try {
    const parsed = new URL(value);
    return parsed.protocol === "http:" || parsed.protocol === "https:";
  } catch {
    return false;
  }
}

const clip = (value: string, max: number) => value.trim().slice(0, max).trim();

/**
 * The form's starting values from the shared parameters. `url` wins when it holds a web address;
 * otherwise the first http(s) address in `text`. What `text` says besides the address becomes
 * the title when none was sent (its first line), and the description otherwise (or the lines
 * after the first), unless it only repeats the title.
 */
export function sharedAddress(params: URLSearchParams): SharedAddress {
  const url = params.get("url")?.trim() ?? "";
  const title = params.get("title")?.trim() ?? "";
  const text = params.get("text")?.trim() ?? "";

  const fromUrl = url && isWebAddress(url) ? url : null;
  const inText = fromUrl ? null : firstAddressIn(text);
  const address = fromUrl ?? inText ?? firstAddressIn(url) ?? "";

  // The rest of the text: the address taken out, and nothing that only repeats the title or url.
  let rest = inText ? text.replace(inText, " ") : text;
  if (fromUrl) rest = rest.replace(fromUrl, " ");
  const lines = rest
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const said = lines.join("\n");

  if (!title) {
    const [first = "", ...more] = lines;
    return {
      url: address,
      title: clip(first, limits.title),
      description: clip(more.join("\n"), limits.description),
    };
  }
  return {
    url: address,
    title: clip(title, limits.title),
    description: said === title ? "" : clip(said, limits.description),
  };
}

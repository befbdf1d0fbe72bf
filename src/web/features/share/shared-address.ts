// What another app shared, as the share page receives it: /share?url=…&title=…&text=… (the Web
// Share Target's GET parameters, decision 106, or a bookmarklet's). Apps fill them differently:
// Chromium on Android usually sends the address inside `text` ("Look at this https://…") and
// leaves `url` empty; a maps app sends the place's name and address lines with the link in
// `text` and no title. This turns any of them into the share form's URL, title and description.
import { limits } from "../../../shared/limits";

export type SharedAddress = { url: string; title: string; description: string };

/** An http(s) address up to the first space or character no URL holds unescaped. */
const ADDRESS = /https?:\/\/[^\s<>"'`{}|\\^]+/i;

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address written in `text`, without the sentence's punctuation after it. A closing ")" or
 * "]" stays when the address opened one itself (Wikipedia's ".../Foo_(bar)"). */
export function firstAddressIn(text: string): string | null {
  const found = ADDRESS.exec(text);
  if (!found) return null;
  let address = found[0];
  for (;;) {
    const last = address.at(-1)!;
    const unopened =
      (last === ")" && count(address, "(") < count(address, ")")) ||
      (last === "]" && count(address, "[") < count(address, "]"));
    if (!".,;:!?'".includes(last) && !unopened) break;
    address = address.slice(0, -1);
  }
  return isWebAddress(address) ? address : null;
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

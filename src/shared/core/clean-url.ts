// The one form of a link's address that Huddle stores, shows and compares. Two addresses that
// lead to the same page for everyone (the host's case, a default port, a fragment, a tracker's
// parameters) are the same link, so the group is told when a place is posted twice. The browser
// uses it too, to warn before the server refuses.
//
// The WHATWG URL parser already lower-cases the host, drops a default port (":80" for http,
// ":443" for https) and percent-encodes what must be encoded; what is left is ours. Nothing else
// changes: a trailing slash can lead to another page on some sites, and the order of the
// remaining parameters can matter to the site that reads them. "www." is kept as shared too,
// but compared as if absent (`sameAddressKey`): nearly every site serves one form by redirecting
// the other, and a group comparing places means the same place (decision 215).

/** Parameters that only tell a site where a click came from, never which page it is. */
const TRACKING_EXACT = new Set([
  "fbclid",
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "igshid",
  "mc_eid",
  "mc_cid",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "vero_id",
  "vero_conv",
  "oly_anon_id",
  "oly_enc_id",
  "_openstat",
  "wickedid",
  "s_cid",
  "ref_src",
  "ref_url",
  "si",
]);
const TRACKING_PREFIXES = ["utm_", "pk_", "hsa_"];

export function isTrackingParameter(name: string) {
  const key = name.toLowerCase();
  return TRACKING_EXACT.has(key) || TRACKING_PREFIXES.some((prefix) => key.startsWith(prefix));
}

function parameterName(pair: string) {
  const name = pair.split("=", 1)[0]!.replace(/\+/g, " ");
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The cleaned address, or null when `raw` is not an absolute http(s) URL. Lower-case host, no
 * default port, no fragment, no tracking parameters, no user name or password.
 */
export function cleanUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return null;
  url.hash = "";
  url.username = "";
  url.password = "";
  // A trailing dot names the same host ("example.com." is "example.com").
  if (url.hostname.endsWith(".") && url.hostname.length > 1) {
    url.hostname = url.hostname.slice(0, -1);
  }
  // Kept parameters stay exactly as written (URLSearchParams would re-encode them all).
  // An empty query ("?" alone) goes too.
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !isTrackingParameter(parameterName(pair)));
  url.search = kept.length ? `?${kept.join("&")}` : "";
  return url.href;
}

/** A host's bare form: "www.example.com" is "example.com"; "www.com" stays (no host is left). */
const bareHost = (host: string) =>
  host.startsWith("www.") && host.indexOf(".", 4) > 4 ? host.slice(4) : host;

/** What two cleaned addresses are compared by: the same with and without a leading "www.". */
export function sameAddressKey(cleaned: string): string {
  const url = new URL(cleaned);
  url.hostname = bareHost(url.hostname);
  return url.href;
}

/** Every cleaned address that is the same as `cleaned`: itself, and its other form ("www." added
 * or taken away), for a lookup by the stored address. */
export function sameAddresses(cleaned: string): string[] {
  const url = new URL(cleaned);
  const bare = bareHost(url.hostname);
  if (bare !== url.hostname) {
    url.hostname = bare;
    return [cleaned, url.href];
  }
  if (url.hostname.includes(".") && !/^[\d.]+$/.test(url.hostname)) {
    url.hostname = `www.${url.hostname}`;
    return [cleaned, url.href];
  }
  return [cleaned];
}

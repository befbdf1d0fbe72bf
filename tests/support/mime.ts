// Just enough MIME to read what nodemailer sends: headers, multipart bodies, quoted-printable
// and base64 parts, and encoded-word subjects.
type Part = { headers: Record<string, string>; body: string };

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: Part) {
  const encoding = (part.headers["content-transfer-encoding"] ?? "").toLowerCase();
  if (encoding === "base64")
    return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = part.body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return part.body;
}

function decodeWords(value: string) {
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
  const joined = value.replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)\s+(?==\?)/gi, "$1");
  return joined.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          "latin1",
        ).toString("utf8"),
  );
}

function leaves(part: Part): Part[] {
  const type = part.headers["content-type"] ?? "text/plain";
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r?\n/, ""))));
}

export function parseMime(raw: string) {
  const root = splitPart(raw);
  let text = "";
  let html = "";
  for (const leaf of leaves(root)) {
    const type = (leaf.headers["content-type"] ?? "text/plain").toLowerCase();
    if (type.startsWith("text/html")) html ||= decodeBody(leaf);
    else if (type.startsWith("text/plain")) text ||= decodeBody(leaf);
  }
  return {
    subject: decodeWords(root.headers["subject"] ?? ""),
    text,
    html,
    headers: root.headers,
  };
}

// The one look of every email; user text is escaped here, so builders pass plain text.
import { escapeHtml } from "./escape";
import type { MailT } from "../kernel/i18n";

/** Where a person stops a kind of mail: a page, and the RFC 8058 one-click POST address. */
export type Unsubscribe = { page: string; oneClick: string };

/** Part of a paragraph: text, bold text (`b`), or a link (`a`, to `href`). */
export type Piece = string | { b: string } | { a: string; href: string };
/** A paragraph: text, or pieces (user text goes in as is). */
export type Paragraph = string | Piece[];
/** A block of the body: a paragraph, or a numbered list of them under a heading. */
export type NumberedList = { heading: Paragraph; list: Paragraph[] };
export type Block = Paragraph | NumberedList;

export type MailBody = {
  /** The recipient's name, for "Hello, Ada,"; none (or blank): "Hello,". */
  name?: string | null;
  paragraphs: Block[];
  button?: { label: string; url: string };
  /** Smaller text after the button. */
  after?: Paragraph[];
  /** Why this email came, and the one-click way to stop that kind. */
  unsubscribe?: { reason: string; url: string };
};

/** A title may hold line breaks; a subject is one line (a header, where a break must not be). */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export const greeting = (t: MailT, name: string | null | undefined) => {
  const shown = oneLine(name ?? "");
  return shown ? t("mail.helloName", { name: shown }) : t("mail.hello");
};

const pieces = (p: Paragraph): Piece[] => (typeof p === "string" ? [p] : p);
const isList = (block: Block): block is NumberedList =>
  typeof block === "object" && "list" in block;

// An address may break anywhere; a title only where a word is too long for the line.
const LINK = "color:#4f46e5;word-break:break-all";
const TITLE_LINK = "color:#4f46e5;overflow-wrap:anywhere";
const html = (p: Paragraph) =>
  pieces(p)
    .map((x) =>
      typeof x === "string"
        ? escapeHtml(x)
        : "b" in x
          ? `<strong>${escapeHtml(x.b)}</strong>`
          : `<a href="${escapeHtml(x.href)}" style="${x.a === x.href ? LINK : TITLE_LINK}">${escapeHtml(x.a)}</a>`,
    )
    .join("");
// A link in the text part: its words and, when they are not the address itself, the address.
const plain = (p: Paragraph) =>
  pieces(p)
    .map((x) =>
      typeof x === "string" ? x : "b" in x ? x.b : x.a === x.href ? x.href : `${x.a} <${x.href}>`,
    )
    .join("");

const plainBlock = (block: Block) =>
  isList(block)
    ? [plain(block.heading), ...block.list.map((item, i) => `${i + 1}. ${plain(item)}`)].join("\n")
    : plain(block);

const P = "margin:0 0 16px;font-size:15px;line-height:1.6;color:#0f172a";
const SMALL = "margin:0 0 12px;font-size:13px;line-height:1.5;color:#475569";
const HEADING = "margin:0 0 8px;font-size:15px;line-height:1.6;color:#0f172a";
const LIST = "margin:0 0 16px;padding-left:24px;font-size:15px;line-height:1.6;color:#0f172a";

const htmlBlock = (block: Block) =>
  isList(block)
    ? `<p style="${HEADING}">${html(block.heading)}</p>
<ol style="${LIST}">${block.list.map((item) => `<li style="margin:0 0 8px">${html(item)}</li>`).join("")}</ol>`
    : `<p style="${P}">${html(block)}</p>`;

export function renderMail(body: MailBody, t: MailT) {
  const hello = greeting(t, body.name);
  const text = [
    hello,
    "",
    ...body.paragraphs.flatMap((p) => [plainBlock(p), ""]),
    ...(body.button ? [`${body.button.label}: ${body.button.url}`, ""] : []),
    ...(body.after ?? []).flatMap((p) => [plain(p), ""]),
    t("mail.signature"),
    ...(body.unsubscribe
      ? ["", "--", body.unsubscribe.reason, `${t("mail.unsubscribe")}: ${body.unsubscribe.url}`]
      : []),
  ].join("\n");
  const button = body.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.button.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:8px">${escapeHtml(body.button.label)}</a></p>
<p style="${SMALL}">${escapeHtml(t("mail.orPaste"))}<br><a href="${escapeHtml(body.button.url)}" style="${LINK}">${escapeHtml(body.button.url)}</a></p>`
    : "";
  const footer = body.unsubscribe
    ? `<p style="margin:20px 0 0;font-size:12px;line-height:1.5;color:#64748b;text-align:center">${escapeHtml(body.unsubscribe.reason)} <a href="${escapeHtml(body.unsubscribe.url)}" style="color:#64748b">${escapeHtml(t("mail.unsubscribe"))}</a></p>`
    : "";
  const page = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<div style="max-width:520px;margin:0 auto;padding:32px 20px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#4f46e5">Huddle</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;padding:28px 24px">
<p style="${P}">${escapeHtml(hello)}</p>
${body.paragraphs.map(htmlBlock).join("\n")}
${button}
${(body.after ?? []).map((p) => `<p style="${SMALL}">${html(p)}</p>`).join("\n")}
</div>
${footer}
</div></body></html>`;
  return { text, html: page };
}

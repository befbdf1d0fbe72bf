// The one look of Huddle's notification emails: paragraphs, one button, and a footer with the
// unsubscribe link. Text and HTML are made from the same pieces; every piece of user text in the
// HTML is escaped here, so a builder passes plain text only.
import { escapeHtml } from "./escape";
import type { MailT } from "./i18n";

/** Where a person stops a kind of mail: a page to open, and the address a mail program POSTs
 * to for one-click unsubscribe (RFC 8058). */
export type Unsubscribe = { page: string; oneClick: string };

/** A paragraph: text, or pieces of which `{ b }` is bold in HTML (user text goes in as is). */
export type Paragraph = string | Array<string | { b: string }>;

export type MailBody = {
  paragraphs: Paragraph[];
  button?: { label: string; url: string };
  /** Smaller text after the button. */
  after?: Paragraph[];
  /** Why this email came, and the one-click way to stop that kind. */
  unsubscribe?: { reason: string; url: string };
};

/** A title may hold line breaks; a subject is one line (a header, where a break must not be). */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

const pieces = (p: Paragraph) => (typeof p === "string" ? [p] : p);
const strong = (p: Paragraph) =>
  pieces(p)
    .map((x) => (typeof x === "string" ? escapeHtml(x) : `<strong>${escapeHtml(x.b)}</strong>`))
    .join("");
const plain = (p: Paragraph) =>
  pieces(p)
    .map((x) => (typeof x === "string" ? x : x.b))
    .join("");

const P = "margin:0 0 16px;font-size:16px;line-height:1.5";
const SMALL = "margin:0 0 12px;font-size:14px;color:#475569;line-height:1.5";

export function renderMail(body: MailBody, t: MailT) {
  const text = [
    t("mail.hello"),
    "",
    ...body.paragraphs.flatMap((p) => [plain(p), ""]),
    ...(body.button ? [`${body.button.label}: ${body.button.url}`, ""] : []),
    ...(body.after ?? []).flatMap((p) => [plain(p), ""]),
    t("mail.signature"),
    ...(body.unsubscribe
      ? ["", "--", body.unsubscribe.reason, `${t("mail.unsubscribe")}: ${body.unsubscribe.url}`]
      : []),
  ].join("\n");
  const button = body.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.button.url)}" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(body.button.label)}</a></p>
<p style="${SMALL}">${escapeHtml(t("mail.orOpen"))} <a href="${escapeHtml(body.button.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(body.button.url)}</a></p>`
    : "";
  const footer = body.unsubscribe
    ? `<p style="margin:16px auto 0;max-width:520px;font-size:12px;color:#64748b;line-height:1.5;text-align:center">${escapeHtml(body.unsubscribe.reason)} <a href="${escapeHtml(body.unsubscribe.url)}" style="color:#64748b">${escapeHtml(t("mail.unsubscribe"))}</a></p>`
    : "";
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:28px">
<p style="${P}">${escapeHtml(t("mail.hello"))}</p>
${body.paragraphs.map((p) => `<p style="${P}">${strong(p)}</p>`).join("\n")}
${button}
${(body.after ?? []).map((p) => `<p style="${SMALL}">${strong(p)}</p>`).join("\n")}
</div>
${footer}
</body></html>`;
  return { text, html };
}

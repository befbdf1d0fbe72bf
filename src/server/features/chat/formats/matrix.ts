// Matrix m.notice, which push rules never notify ("@room" wakes no one); under 64 KiB.
import type { ChatPayload } from "../payload";
import { escapeHtml } from "../../../mail/escape";
import { formatMoment } from "../../../kernel/times";
import { chatMessage, type Line } from "./message";

const html = (line: Line) =>
  line
    .map((run) => {
      const text = escapeHtml(run.text);
      if (run.href) return `<a href="${escapeHtml(run.href)}">${text}</a>`;
      return run.bold ? `<strong>${text}</strong>` : text;
    })
    .join("");

/** A line as plain text, each link's address after its words. */
const text = (line: Line) =>
  line
    .map((run) => (run.href && run.href !== run.text ? `${run.text} ${run.href}` : run.text))
    .join("");

export function matrixBody(payload: ChatPayload) {
  const message = chatMessage(payload);
  // Clients show the time as written: in the group's (or creator's) zone, else UTC, named.
  const facts: Line[] = message.facts.map((fact) => [
    { text: `${fact.name}: ` },
    {
      text:
        "moment" in fact
          ? formatMoment(fact.moment, payload.language, payload.event.timeZone)
          : fact.value,
    },
  ]);
  const buttons: Line[] = message.buttons.map((button) => [
    { text: button.label, href: button.url },
  ]);
  const lines = [message.headline, ...message.lines, ...facts, ...buttons];
  return {
    msgtype: "m.notice",
    body: [message.title, ...lines.map(text)].join("\n"),
    format: "org.matrix.custom.html",
    formatted_body: [
      `<h4>${escapeHtml(message.title)}</h4>`,
      ...lines.map((line) => `<p>${html(line)}</p>`),
    ].join(""),
    "m.mentions": {},
  };
}

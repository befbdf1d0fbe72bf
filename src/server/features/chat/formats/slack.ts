// Slack mrkdwn has no escape: &<> become entities, typed markers get zero-width fences.
import type { ChatPayload } from "../payload";
import { formatMoment } from "../../../kernel/times";
import { chatMessage, cut, fitting, plain, type Line } from "./message";

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
/** Text in mrkdwn: Slack's three entities, and formatting markers fenced. */
export const slackText = (text: string) =>
  text.replace(/[&<>]/g, (ch) => entities[ch]!).replace(/[*_~`]/g, (ch) => `\u200B${ch}\u200B`);

/** An address inside <…|…>: its entities, and "|" (which would end it) percent-encoded. */
const slackUrl = (url: string) =>
  url.replace(/[&<>]/g, (ch) => entities[ch]!).replace(/\|/g, "%7C");

const mrkdwn = (line: Line) =>
  line
    .map((run) => {
      const text = slackText(run.text);
      if (run.href) return `<${slackUrl(run.href)}|${text}>`;
      return run.bold ? `*${text}*` : text;
    })
    .join("");

// Slack's limits: a header's text 150 characters, a section's 3,000, a button's label 75.
const HEADER_MAX = 150;
const SECTION_MAX = 3000;
const BUTTON_MAX = 75;

export function slackBody(payload: ChatPayload) {
  const message = chatMessage(payload);
  const zone = payload.event.timeZone;
  const facts = message.facts.map((fact) => {
    if (!("moment" in fact)) return `${slackText(fact.name)}: ${slackText(fact.value)}`;
    // Slack localises the time per reader; the text after | is the fallback.
    const seconds = Math.floor(fact.moment.getTime() / 1000);
    const fallback = slackText(formatMoment(fact.moment, payload.language, zone));
    return `${slackText(fact.name)}: <!date^${seconds}^{date_long_pretty} {time}|${fallback}>`;
  });
  return {
    text: slackText(cut(plain(message.headline), SECTION_MAX)),
    blocks: [
      {
        type: "header",
        text: { type: "plain_text", text: cut(message.title, HEADER_MAX), emoji: false },
      },
      {
        type: "section",
        text: {
          type: "mrkdwn",
          text: fitting([message.headline, ...message.lines].map(mrkdwn), SECTION_MAX),
        },
      },
      ...(facts.length
        ? [{ type: "context", elements: [{ type: "mrkdwn", text: facts.join("  ·  ") }] }]
        : []),
      {
        type: "actions",
        elements: message.buttons.map((button, index) => ({
          type: "button",
          text: { type: "plain_text", text: cut(button.label, BUTTON_MAX), emoji: false },
          url: button.url,
          ...(index === 0 ? { style: "primary" } : {}),
        })),
      },
    ],
  };
}

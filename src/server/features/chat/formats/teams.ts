// Teams: TextBlock reads markdown unescaped, so typed text goes in TextRuns, which read none.
import type { ChatPayload } from "../payload";
import { formatMoment } from "../../../kernel/times";
import { chatMessage, type Line } from "./message";

const textRuns = (line: Line) =>
  line.map((run) => ({
    type: "TextRun",
    text: run.text,
    ...(run.bold ? { weight: "Bolder" } : {}),
    ...(run.href ? { selectAction: { type: "Action.OpenUrl", url: run.href } } : {}),
  }));

export function teamsBody(payload: ChatPayload) {
  const message = chatMessage(payload);
  const facts = message.facts.map((fact) => ({
    title: fact.name,
    // A card cannot know its reader's zone: the group's (or creator's; else UTC), named.
    value:
      "moment" in fact
        ? formatMoment(fact.moment, payload.language, payload.event.timeZone)
        : fact.value,
  }));
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            {
              type: "RichTextBlock",
              inlines: [{ type: "TextRun", text: message.title, size: "Large", weight: "Bolder" }],
            },
            { type: "RichTextBlock", inlines: textRuns(message.headline) },
            ...message.lines.map((line) => ({
              type: "RichTextBlock",
              spacing: "Small",
              inlines: textRuns(line),
            })),
            ...(facts.length ? [{ type: "FactSet", facts }] : []),
          ],
          actions: message.buttons.map((button) => ({
            type: "Action.OpenUrl",
            title: button.label,
            url: button.url,
          })),
          msteams: { width: "Full" },
        },
      },
    ],
  };
}

// Discord: `allowed_mentions: { parse: [] }` pings no one; typed markdown is escaped.
import type { ChatPayload } from "../payload";
import { chatMessage, cut, fitting, type Line } from "./message";

/** Markdown's markers escaped with backslashes, and "@" kept from starting a mention. */
export const discordText = (text: string) =>
  text.replace(/[\\*_~`|<>[\]]/g, (ch) => `\\${ch}`).replace(/@/g, "@\u200B");

/** An address inside a masked link's (…): ")" and spaces would end it early. */
const maskedAddress = (url: string) =>
  url.replace(
    /[()\s]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );

const markdown = (line: Line) =>
  line
    .map((run) => {
      const text = discordText(run.text);
      if (run.href) return `[${text}](${maskedAddress(run.href)})`;
      return run.bold ? `**${text}**` : text;
    })
    .join("");

// Discord's per-field limits; they also keep the 6,000-character total.
export const DISCORD_LIMITS = { title: 256, description: 4096, fields: 25, name: 256, value: 1024 };

/** Huddle's colour (the app's primary blue) down the embed's side. */
const COLOR = 0x2563eb;

export function discordBody(payload: ChatPayload) {
  const message = chatMessage(payload);
  const [, ...more] = message.buttons;
  const description = fitting(
    [
      markdown(message.headline),
      ...message.lines.map(markdown),
      ...more.map((button) => markdown([{ text: button.label, href: button.url }])),
    ],
    DISCORD_LIMITS.description,
  );
  return {
    embeds: [
      {
        // A title is shown as it is written (no markdown), so only mentions are kept quiet.
        title: cut(message.title.replace(/@/g, "@\u200B"), DISCORD_LIMITS.title),
        url: payload.event.url,
        description,
        fields: message.facts.slice(0, DISCORD_LIMITS.fields).map((fact) => ({
          name: cut(fact.name, DISCORD_LIMITS.name),
          // Discord writes <t:…:F> in each reader's own zone and language.
          value:
            "moment" in fact
              ? `<t:${Math.floor(fact.moment.getTime() / 1000)}:F>`
              : cut(discordText(fact.value), DISCORD_LIMITS.value),
          inline: true,
        })),
        color: COLOR,
        timestamp: payload.occurredAt,
        footer: { text: "Huddle" },
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

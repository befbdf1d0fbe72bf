// Runs of text, never markup, so each format escapes typed text its own way.
import { boldParagraph, mailT, type MailT } from "../../../kernel/i18n";
import { oneLine } from "../../../mail/layout";
import { RANKING_SHOWN, scoreText } from "../../../mail/ranking";
import type { ChatPayload } from "../payload";

/** A run of text: words of the catalogue or text people typed, never markup. */
export type Run = { text: string; bold?: boolean; href?: string };
export type Line = Run[];

export type ChatMessage = {
  /** The event's title on one line, for the chats that give a message a title. */
  title: string;
  /** The sentence that says what happened. */
  headline: Line;
  /** What follows it: the shared link, or the ranking and its notes. */
  lines: Line[];
  /** The round, the deadline: values no one typed (`moment`: a time each chat writes its way). */
  facts: Array<{ name: string; value: string } | { name: string; moment: Date }>;
  /** The link back to the event, and for a closed event its public result page when on. */
  buttons: Array<{ label: string; url: string }>;
};

type Bold = ReturnType<typeof boldParagraph>;
const runs = (parts: Bold): Line =>
  parts.map((part) => (typeof part === "string" ? { text: part } : { text: part.b, bold: true }));

/** The line as plain text (fallbacks, notifications). */
export const plain = (line: Line) => line.map((run) => run.text).join("");

/** Text cut to `max` characters, with "…" when it was longer. */
export const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** Whole lines while they fit in `max`, so a cut never breaks a link's markup. */
export function fitting(lines: string[], max: number) {
  let text = "";
  for (const line of lines) {
    const next = text ? `${text}\n${line}` : line;
    if (next.length > max) break;
    text = next;
  }
  return text || cut(lines[0] ?? "", max);
}

/** A title people typed, on one line and at most this long in every chat. */
const TITLE_MAX = 200;
const title = (text: string) => cut(oneLine(text), TITLE_MAX);

function headline(t: MailT, payload: ChatPayload): Line {
  const { event } = payload;
  const values = { title: title(event.title) };
  switch (payload.type) {
    case "event.opened":
      return event.group && event.roundNumber !== null
        ? runs(
            boldParagraph(t, "mail.roundOpened.bodyTitled", {
              ...values,
              group: title(event.group.name),
              number: event.roundNumber,
            }),
          )
        : runs(boldParagraph(t, "mail.chat.opened", values));
    case "link.shared":
      return runs(
        boldParagraph(t, "mail.chat.linkShared", {
          ...values,
          name: title(payload.link?.sharedBy ?? ""),
        }),
      );
    case "deadline.near":
      return runs(boldParagraph(t, "mail.chat.deadline", values));
    case "event.closed": {
      const winner = payload.result?.winner;
      if (winner)
        return runs(
          boldParagraph(t, "mail.closed.bodyWinner", { ...values, winner: title(winner.title) }),
        );
      return payload.result?.shortlisted
        ? runs(boldParagraph(t, "mail.closed.bodyAllBarred", values))
        : runs(boldParagraph(t, "mail.closed.body", values));
    }
    case "test":
      return runs(boldParagraph(t, "mail.chat.test", values));
  }
}

/** The closed event's ranking, as the closing email lists it. */
function rankingLines(t: MailT, payload: ChatPayload): Line[] {
  const result = payload.result;
  if (!result?.winner || result.ranking.length === 0) return [];
  const lines: Line[] = [[{ text: t("mail.closed.ranking") }]];
  for (const link of result.ranking.slice(0, RANKING_SHOWN)) {
    lines.push([
      { text: `${link.position}. ` },
      { text: title(link.title), href: link.url },
      { text: `: ${scoreText(t, result.method, link)}` },
      ...(link.barred ? [{ text: ` (${t("mail.closed.barred")})` }] : []),
    ]);
  }
  const [first, second] = result.ranking;
  if (result.tie && first && second)
    lines.push(
      runs(
        boldParagraph(t, "mail.closed.tie", {
          winner: title(first.title),
          other: title(second.title),
        }),
      ),
    );
  const more = result.shortlisted - Math.min(result.ranking.length, RANKING_SHOWN);
  if (more > 0) lines.push([{ text: t("mail.closed.more", { count: more }) }]);
  return lines;
}

export function chatMessage(payload: ChatPayload): ChatMessage {
  const t = mailT(payload.language);
  const { event } = payload;
  const closed = payload.type === "event.closed";
  const facts: ChatMessage["facts"] = [];
  if (event.roundNumber !== null)
    facts.push({ name: t("mail.chat.roundFact"), value: String(event.roundNumber) });
  if (event.deadline && !closed)
    facts.push({ name: t("mail.chat.deadlineFact"), moment: new Date(event.deadline) });
  const lines =
    payload.type === "link.shared" && payload.link
      ? [[{ text: title(payload.link.title), href: payload.link.url }]]
      : closed
        ? rankingLines(t, payload)
        : [];
  const buttons: ChatMessage["buttons"] = [
    { label: closed ? t("mail.closed.button") : t("mail.chat.open"), url: event.url },
  ];
  if (closed && payload.result?.publicUrl)
    buttons.push({ label: t("mail.chat.publicResult"), url: payload.result.publicUrl });
  return { title: title(event.title), headline: headline(t, payload), lines, facts, buttons };
}

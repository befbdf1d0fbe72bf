// Notification emails in the recipient's language and zone, with one-click unsubscribe.
import type { Language } from "../../../../shared/core/languages";
import { boldParagraph, mailLocale, mailT, type MailT } from "../../../kernel/i18n";
import type { Mail } from "../../../mail/mailer";
import type { Unsubscribe } from "../../../mail/layout";
import { oneLine, renderMail, type Block } from "../../../mail/layout";
import { formatMoment } from "../../../kernel/times";

export type NoticeMailInput = {
  to: string;
  name: string | null;
  eventTitle: string;
  /** PUBLIC_URL/event/{id}?tab=…: the tab the email is about. */
  eventUrl: string;
  /** The unsubscribe page (in the body) and its one-click address (List-Unsubscribe). */
  unsubscribe: Unsubscribe;
  /** The recipient's (English when unknown). */
  language: Language | null;
  /** The recipient's (an IANA name; UTC when unknown). */
  timeZone: string | null;
};

export function notice(
  input: NoticeMailInput,
  t: MailT,
  parts: { subject: string; paragraphs: Block[]; button: string; reason: string },
): Mail {
  const body = renderMail(
    {
      name: input.name,
      paragraphs: parts.paragraphs,
      button: { label: parts.button, url: input.eventUrl },
      unsubscribe: { reason: parts.reason, url: input.unsubscribe.page },
    },
    t,
  );
  return {
    to: input.to,
    subject: parts.subject,
    unsubscribeUrl: input.unsubscribe.oneClick,
    ...body,
  };
}

const deadlineLine = (t: MailT, deadline: Date | null, input: NoticeMailInput): Block[] =>
  deadline
    ? [
        boldParagraph(t, "mail.votingCloses", {
          date: formatMoment(deadline, input.language, input.timeZone),
        }),
      ]
    : [];

export const reminderMail = (
  input: NoticeMailInput & { creatorName: string; deadline: Date | null },
) => {
  const t = mailT(input.language);
  const title = oneLine(input.eventTitle);
  return notice(input, t, {
    subject: t("mail.reminder.subject", { title }),
    paragraphs: [
      boldParagraph(t, "mail.reminder.body", { creator: oneLine(input.creatorName), title }),
      ...deadlineLine(t, input.deadline, input),
    ],
    button: t("mail.voteNow"),
    reason: t("mail.reminder.reason"),
  });
};

export const deadlineNearMail = (input: NoticeMailInput & { deadline: Date }) => {
  const t = mailT(input.language);
  const title = oneLine(input.eventTitle);
  return notice(input, t, {
    subject: t("mail.deadline.subject", { title }),
    paragraphs: [
      boldParagraph(t, "mail.deadline.body", { title }),
      ...deadlineLine(t, input.deadline, input),
    ],
    button: t("mail.voteNow"),
    reason: t("mail.deadline.reason"),
  });
};

/** Names shown before "and N others": a subject line stays short. */
export const JOINED_NAMES_SHOWN = 3;

/** "Ada, Ben and 2 others" (Intl.ListFormat); "2 people" when none is still a member to name. */
function whoJoined(t: MailT, language: Language | null, names: string[], count: number) {
  const shown = names.slice(0, JOINED_NAMES_SHOWN).map(oneLine);
  if (shown.length === 0) return t("mail.joined.people", { count });
  const others = count - shown.length;
  const items = others > 0 ? [...shown, t("mail.joined.others", { count: others })] : shown;
  return new Intl.ListFormat(mailLocale(language), { type: "conjunction" }).format(items);
}

/** `names`: the first few joiners still members; `count`: all who joined. */
export const joinedMail = (input: NoticeMailInput & { names: string[]; count: number }) => {
  const t = mailT(input.language);
  const title = oneLine(input.eventTitle);
  const count = Math.max(input.count, Math.min(input.names.length, JOINED_NAMES_SHOWN));
  const names = whoJoined(t, input.language, input.names, count);
  return notice(input, t, {
    subject: t("mail.joined.subject", { count, names, title }),
    paragraphs: [boldParagraph(t, "mail.joined.body", { count, names, title })],
    button: t("mail.joined.button"),
    reason: t("mail.joined.reason"),
  });
};

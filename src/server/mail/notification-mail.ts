// The notification emails: a reminder from the creator, "the deadline is near", "the event has
// closed" and, to the creator, "N people joined". Each names the event, links to it, and ends with
// its kind's one-click unsubscribe link, in the recipient's language.
import type { Language } from "../../shared/i18n/languages";
import { boldParagraph, mailLocale, mailT, type MailT } from "./i18n";
import type { Mail } from "./mailer";
import type { Unsubscribe } from "./layout";
import { oneLine, renderMail, type Paragraph } from "./layout";

export type NoticeMailInput = {
  to: string;
  eventTitle: string;
  /** PUBLIC_URL/event/{id}?tab=…: the tab the email is about. */
  eventUrl: string;
  /** The unsubscribe page (in the body) and its one-click address (List-Unsubscribe). */
  unsubscribe: Unsubscribe;
  /** The recipient's (English when unknown). */
  language: Language | null;
};

// Recipients' time zones are unknown: an email states the deadline in UTC, plainly labelled
// (the event page shows each member their own local time), in the mail's language.
export function formatDeadline(deadline: Date, language: Language | null = null) {
  const t = mailT(language);
  const date = new Intl.DateTimeFormat(mailLocale(language), {
    timeZone: "UTC",
    dateStyle: "full",
    timeStyle: "short",
  }).format(deadline);
  return t("mail.deadlineUtc", { date });
}

function notice(
  input: NoticeMailInput,
  t: MailT,
  parts: { subject: string; paragraphs: Paragraph[]; button: string; reason: string },
): Mail {
  const body = renderMail(
    {
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

const deadlineLine = (t: MailT, deadline: Date | null, language: Language | null): Paragraph[] =>
  deadline
    ? [boldParagraph(t, "mail.votingCloses", { date: formatDeadline(deadline, language) })]
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
      ...deadlineLine(t, input.deadline, input.language),
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
      ...deadlineLine(t, input.deadline, input.language),
    ],
    button: t("mail.voteNow"),
    reason: t("mail.deadline.reason"),
  });
};

export const closedMail = (input: NoticeMailInput & { winnerTitle: string | null }) => {
  const t = mailT(input.language);
  const title = oneLine(input.eventTitle);
  const winner = input.winnerTitle === null ? null : oneLine(input.winnerTitle);
  return notice(input, t, {
    subject:
      winner === null
        ? t("mail.closed.subject", { title })
        : t("mail.closed.subjectWinner", { title, winner }),
    paragraphs: [
      winner === null
        ? boldParagraph(t, "mail.closed.body", { title })
        : boldParagraph(t, "mail.closed.bodyWinner", { title, winner }),
    ],
    button: t("mail.closed.button"),
    reason: t("mail.closed.reason"),
  });
};

export const joinedMail = (input: NoticeMailInput & { count: number }) => {
  const t = mailT(input.language);
  const title = oneLine(input.eventTitle);
  return notice(input, t, {
    subject: t("mail.joined.subject", { count: input.count, title }),
    paragraphs: [boldParagraph(t, "mail.joined.body", { count: input.count, title })],
    button: t("mail.joined.button"),
    reason: t("mail.joined.reason"),
  });
};

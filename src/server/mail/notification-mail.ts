// The notification emails: a reminder from the creator, "the deadline is near", "the event has
// closed" and, to the creator, "N people joined". Each names the event, links to it, and ends with
// its kind's one-click unsubscribe link.
import type { MailKind } from "../../shared/mail-kinds";
import type { Mail } from "./mailer";
import type { Unsubscribe } from "./layout";
import { oneLine, renderMail, type Paragraph } from "./layout";

export type NoticeMailInput = {
  to: string;
  eventTitle: string;
  /** PUBLIC_URL/event/{id} */
  eventUrl: string;
  /** The unsubscribe page (in the body) and its one-click address (List-Unsubscribe). */
  unsubscribe: Unsubscribe;
};

// Recipients' time zones are unknown: an email states the deadline in UTC, plainly labelled
// (the event page shows each member their own local time).
const utc = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  dateStyle: "full",
  timeStyle: "short",
});
export const formatDeadline = (deadline: Date) => `${utc.format(deadline)} UTC`;

const REASONS: Record<Exclude<MailKind, "invitation">, string> = {
  reminder: "You got this because the creator of an event you are in sent a reminder.",
  deadline: "You got this because an event you are in closes soon and you have not voted.",
  closed: "You got this because an event you are in has closed.",
  joined: "You got this because you created this event.",
};

function notice(
  kind: Exclude<MailKind, "invitation">,
  input: NoticeMailInput,
  subject: string,
  paragraphs: Paragraph[],
  button: string,
): Mail {
  const body = renderMail({
    paragraphs,
    button: { label: button, url: input.eventUrl },
    unsubscribe: { reason: REASONS[kind], url: input.unsubscribe.page },
  });
  return { to: input.to, subject, unsubscribeUrl: input.unsubscribe.oneClick, ...body };
}

const deadlineLine = (deadline: Date | null): Paragraph[] =>
  deadline ? [["Voting closes on ", { b: formatDeadline(deadline) }, "."]] : [];

export const reminderMail = (
  input: NoticeMailInput & { creatorName: string; deadline: Date | null },
) => {
  const title = oneLine(input.eventTitle);
  return notice(
    "reminder",
    input,
    `Reminder: vote in "${title}" on Huddle`,
    [
      [
        { b: oneLine(input.creatorName) },
        " reminds you to vote in ",
        { b: title },
        ": the group is deciding, and your vote has not been counted yet.",
      ],
      ...deadlineLine(input.deadline),
    ],
    "Vote now",
  );
};

export const deadlineNearMail = (input: NoticeMailInput & { deadline: Date }) => {
  const title = oneLine(input.eventTitle);
  return notice(
    "deadline",
    input,
    `"${title}" closes within 24 hours`,
    [
      ["Voting in ", { b: title }, " closes within 24 hours, and you have not voted yet."],
      ...deadlineLine(input.deadline),
    ],
    "Vote now",
  );
};

export const closedMail = (input: NoticeMailInput & { winnerTitle: string | null }) => {
  const title = oneLine(input.eventTitle);
  const winner = input.winnerTitle === null ? null : oneLine(input.winnerTitle);
  return notice(
    "closed",
    input,
    winner === null ? `"${title}" has closed` : `"${title}" has closed: the winner is "${winner}"`,
    [
      winner === null
        ? [{ b: title }, " has closed. Nothing was on the shortlist, so there is no winner."]
        : [{ b: title }, " has closed. The winner is ", { b: winner }, "."],
    ],
    "See the result",
  );
};

export const joinedMail = (input: NoticeMailInput & { count: number }) => {
  const title = oneLine(input.eventTitle);
  const people = input.count === 1 ? "1 person" : `${input.count} people`;
  return notice(
    "joined",
    input,
    `${people} joined "${title}"`,
    [[`${people} joined your event `, { b: title }, "."]],
    "Open the event",
  );
};

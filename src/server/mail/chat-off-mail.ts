// "Huddle stopped sending to your chat": a service message, so no unsubscribe link.
import type { Language } from "../../shared/core/languages";
import { boldParagraph, mailT } from "../kernel/i18n";
import { oneLine, renderMail } from "./layout";
import type { Mail } from "./mailer";

export function chatOffMail(input: {
  to: string;
  name: string | null;
  language: Language | null;
  chatName: string;
  /** The event's or the group's title. */
  title: string;
  /** Where its chats are managed: the event's or the group's settings. */
  settingsUrl: string;
  /** The last try's failure, in a few words ("HTTP 404", "timeout"). */
  error: string;
}): Mail {
  const t = mailT(input.language);
  const name = oneLine(input.chatName);
  return {
    to: input.to,
    subject: t("mail.chatOff.subject", { name }),
    ...renderMail(
      {
        name: input.name,
        paragraphs: [
          boldParagraph(t, "mail.chatOff.body", {
            name,
            title: oneLine(input.title),
            error: input.error,
          }),
          t("mail.chatOff.fix"),
        ],
        button: { label: t("mail.chatOff.button"), url: input.settingsUrl },
      },
      t,
    ),
  };
}

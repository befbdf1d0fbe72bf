// The English catalogue: the original product's exact words. Keys are written literally where
// they are used (t("landing.title")) so catalogues.test.ts can find every one. Each
// feature's words are in features/<feature>/words-en.ts.
import { commonWordsEn } from "../features/common/words-en";
import { authWordsEn } from "../features/auth/words-en";
import { accountWordsEn } from "../features/account/words-en";
import { eventsWordsEn } from "../features/events/words-en";
import { deadlinesWordsEn } from "../features/deadlines/words-en";
import { votesWordsEn } from "../features/votes/words-en";
import { groupsWordsEn } from "../features/groups/words-en";
import { membersWordsEn } from "../features/members/words-en";
import { linksWordsEn } from "../features/links/words-en";
import { commentsWordsEn } from "../features/comments/words-en";
import { invitationsWordsEn } from "../features/invitations/words-en";
import { notificationsWordsEn } from "../features/notifications/words-en";
import { pushWordsEn } from "../features/push/words-en";
import { chatWordsEn } from "../features/chat/words-en";
import { calendarWordsEn } from "../features/calendar/words-en";
import { closingWordsEn } from "../features/closing/words-en";
import { remindersWordsEn } from "../features/reminders/words-en";
import { resultsWordsEn } from "../features/results/words-en";
import { landingWordsEn } from "../features/landing/words-en";
import { previewsWordsEn } from "../features/previews/words-en";

export const en = {
  ...commonWordsEn,
  ...authWordsEn,
  ...accountWordsEn,
  ...eventsWordsEn,
  ...deadlinesWordsEn,
  ...votesWordsEn,
  ...groupsWordsEn,
  ...membersWordsEn,
  ...linksWordsEn,
  ...commentsWordsEn,
  ...invitationsWordsEn,
  ...notificationsWordsEn,
  ...pushWordsEn,
  ...chatWordsEn,
  ...calendarWordsEn,
  ...closingWordsEn,
  ...remindersWordsEn,
  ...resultsWordsEn,
  ...landingWordsEn,
  ...previewsWordsEn,
  errors: {
    ...commonWordsEn.errors,
    ...authWordsEn.errors,
    ...accountWordsEn.errors,
    ...eventsWordsEn.errors,
    ...deadlinesWordsEn.errors,
    ...votesWordsEn.errors,
    ...groupsWordsEn.errors,
    ...membersWordsEn.errors,
    ...linksWordsEn.errors,
    ...commentsWordsEn.errors,
    ...invitationsWordsEn.errors,
    ...notificationsWordsEn.errors,
    ...pushWordsEn.errors,
    ...chatWordsEn.errors,
    ...calendarWordsEn.errors,
    ...closingWordsEn.errors,
    ...remindersWordsEn.errors,
    ...resultsWordsEn.errors,
    ...previewsWordsEn.errors,
  },
} as const;

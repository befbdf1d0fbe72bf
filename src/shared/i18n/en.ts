// The English catalogue: the original product's exact words. Keys are written literally where
// they are used (t("landing.title")) so catalogues.test.ts can find every one. Each
// feature's words are in features/<feature>/words-en.ts.
import { gather } from "./gather";
import { commonWordsEn } from "../features/common/words-en";
import { accountWordsEn } from "../features/account/words-en";
import { authWordsEn } from "../features/auth/words-en";
import { calendarWordsEn } from "../features/calendar/words-en";
import { chatWordsEn } from "../features/chat/words-en";
import { closingWordsEn } from "../features/closing/words-en";
import { commentsWordsEn } from "../features/comments/words-en";
import { deadlinesWordsEn } from "../features/deadlines/words-en";
import { eventsWordsEn } from "../features/events/words-en";
import { groupsWordsEn } from "../features/groups/words-en";
import { invitationsWordsEn } from "../features/invitations/words-en";
import { landingWordsEn } from "../features/landing/words-en";
import { linksWordsEn } from "../features/links/words-en";
import { membersWordsEn } from "../features/members/words-en";
import { notificationsWordsEn } from "../features/notifications/words-en";
import { previewsWordsEn } from "../features/previews/words-en";
import { pushWordsEn } from "../features/push/words-en";
import { remindersWordsEn } from "../features/reminders/words-en";
import { resultsWordsEn } from "../features/results/words-en";
import { votesWordsEn } from "../features/votes/words-en";

// The order means nothing to i18next (no two features share a key); this one gzips smallest,
// which the landing page's 120 KB budget needs (tests/build/bundle-size.test.ts).
export const en = gather(
  remindersWordsEn,
  accountWordsEn,
  groupsWordsEn,
  pushWordsEn,
  resultsWordsEn,
  votesWordsEn,
  closingWordsEn,
  membersWordsEn,
  previewsWordsEn,
  deadlinesWordsEn,
  eventsWordsEn,
  chatWordsEn,
  authWordsEn,
  invitationsWordsEn,
  notificationsWordsEn,
  commentsWordsEn,
  calendarWordsEn,
  commonWordsEn,
  linksWordsEn,
  landingWordsEn,
);

// The German catalogue: exactly the keys of the English one (tsc checks), addressed as "du".
// Loaded lazily in the browser (lib/i18n.ts), so an English visitor never downloads it.
import type { en } from "./en";
import type { Messages } from "./languages";
import { commonWordsDe } from "../features/common/words-de";
import { authWordsDe } from "../features/auth/words-de";
import { accountWordsDe } from "../features/account/words-de";
import { eventsWordsDe } from "../features/events/words-de";
import { deadlinesWordsDe } from "../features/deadlines/words-de";
import { votesWordsDe } from "../features/votes/words-de";
import { groupsWordsDe } from "../features/groups/words-de";
import { membersWordsDe } from "../features/members/words-de";
import { linksWordsDe } from "../features/links/words-de";
import { commentsWordsDe } from "../features/comments/words-de";
import { invitationsWordsDe } from "../features/invitations/words-de";
import { notificationsWordsDe } from "../features/notifications/words-de";
import { pushWordsDe } from "../features/push/words-de";
import { chatWordsDe } from "../features/chat/words-de";
import { calendarWordsDe } from "../features/calendar/words-de";
import { closingWordsDe } from "../features/closing/words-de";
import { remindersWordsDe } from "../features/reminders/words-de";
import { resultsWordsDe } from "../features/results/words-de";
import { landingWordsDe } from "../features/landing/words-de";
import { previewsWordsDe } from "../features/previews/words-de";

export const de: Messages<typeof en> = {
  ...commonWordsDe,
  ...authWordsDe,
  ...accountWordsDe,
  ...eventsWordsDe,
  ...deadlinesWordsDe,
  ...votesWordsDe,
  ...groupsWordsDe,
  ...membersWordsDe,
  ...linksWordsDe,
  ...commentsWordsDe,
  ...invitationsWordsDe,
  ...notificationsWordsDe,
  ...pushWordsDe,
  ...chatWordsDe,
  ...calendarWordsDe,
  ...closingWordsDe,
  ...remindersWordsDe,
  ...resultsWordsDe,
  ...landingWordsDe,
  ...previewsWordsDe,
  errors: {
    ...commonWordsDe.errors,
    ...authWordsDe.errors,
    ...accountWordsDe.errors,
    ...eventsWordsDe.errors,
    ...deadlinesWordsDe.errors,
    ...votesWordsDe.errors,
    ...groupsWordsDe.errors,
    ...membersWordsDe.errors,
    ...linksWordsDe.errors,
    ...commentsWordsDe.errors,
    ...invitationsWordsDe.errors,
    ...notificationsWordsDe.errors,
    ...pushWordsDe.errors,
    ...chatWordsDe.errors,
    ...calendarWordsDe.errors,
    ...closingWordsDe.errors,
    ...remindersWordsDe.errors,
    ...resultsWordsDe.errors,
    ...previewsWordsDe.errors,
  },
};

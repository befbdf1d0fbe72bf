// The German catalogue: exactly the keys of the English one (tsc checks), addressed as "du".
// Loaded lazily in the browser (lib/i18n.ts), so an English visitor never downloads it.
import type { en } from "./en";
import type { Messages } from "../core/languages";
import { gather } from "./gather";
import { commonWordsDe } from "../features/common/words-de";
import { accountWordsDe } from "../features/account/words-de";
import { authWordsDe } from "../features/auth/words-de";
import { calendarWordsDe } from "../features/calendar/words-de";
import { chatWordsDe } from "../features/chat/words-de";
import { closingWordsDe } from "../features/closing/words-de";
import { commentsWordsDe } from "../features/comments/words-de";
import { deadlinesWordsDe } from "../features/deadlines/words-de";
import { eventsWordsDe } from "../features/events/words-de";
import { groupsWordsDe } from "../features/groups/words-de";
import { invitationsWordsDe } from "../features/invitations/words-de";
import { landingWordsDe } from "../features/landing/words-de";
import { linksWordsDe } from "../features/links/words-de";
import { membersWordsDe } from "../features/members/words-de";
import { notificationsWordsDe } from "../features/notifications/words-de";
import { previewsWordsDe } from "../features/previews/words-de";
import { pushWordsDe } from "../features/push/words-de";
import { remindersWordsDe } from "../features/reminders/words-de";
import { resultsWordsDe } from "../features/results/words-de";
import { votesWordsDe } from "../features/votes/words-de";

// In en.ts's order.
export const de: Messages<typeof en> = gather(
  remindersWordsDe,
  accountWordsDe,
  groupsWordsDe,
  pushWordsDe,
  resultsWordsDe,
  votesWordsDe,
  closingWordsDe,
  membersWordsDe,
  previewsWordsDe,
  deadlinesWordsDe,
  eventsWordsDe,
  chatWordsDe,
  authWordsDe,
  invitationsWordsDe,
  notificationsWordsDe,
  commentsWordsDe,
  calendarWordsDe,
  commonWordsDe,
  linksWordsDe,
  landingWordsDe,
);

// The groups feature's error codes, each with its one HTTP status (shared/errors.ts gathers them).
import type { CodesOf } from "../common/errors";
import type { groupsWordsEn } from "./words-en";

export const groupsErrors = {
  groupNameRequired: 400,
  groupNameTooLong: 400,
  barLastWinnersInvalid: 400,
  weekdayUnknown: 400,
  clockTimeInvalid: 400,
  groupRoleUnknown: 400,
  roundsChoiceRequired: 400,
  guestCannotCreateGroup: 403,
  groupAdminOnly: 403,
  groupCreatorOnly: 403,
  groupCreatorCannotLeave: 403,
  groupCreatorCannotBeRemoved: 403,
  groupCreatorStaysAdmin: 403,
  guestCannotBeAdmin: 403,
  groupNotFound: 404,
  alreadyGroupMember: 409,
  roundAlreadyOpen: 409,
  alreadyARound: 409,
  roundMembersAreTheGroups: 409,
  noSchedule: 409,
  schedulePaused: 409,
} as const satisfies Record<CodesOf<typeof groupsWordsEn>, number>;

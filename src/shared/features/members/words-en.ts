// The members feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const membersWordsEn = {
  members: {
    heading: "Members",
    you: "(you)",
    creator: "Creator",
    remove: "Remove",
    removeTitle: "Remove {{name}}?",
    removeText:
      '{{name}} will lose access to "{{title}}" and their votes will be removed. To keep them from joining again, make a new invitation code too.',
    removing: "Removing...",
    removed: "Member removed",
    removedText: "{{name}} is no longer a member of this event.",
    removeFailed: "Failed to remove member",
    ofGroup:
      "A round's members are its group's: they join, leave and are removed on the group's page.",
  },
  errors: {
    invalidCode: "Invalid invitation code",
    alreadyMember: "You are already a member of this event",
    memberNotFound: "Member not found",
    codeRequired: "Invitation code is required",
    removeCreatorOnly: "Only the creator can remove members",
    creatorCannotBeRemoved: "The creator cannot be removed from the event",
    creatorCannotLeave: "The creator cannot leave the event. Delete it instead.",
    codeTooLong: "Invitation code must be at most {{max}} characters",
  },
} as const;

// The invitations feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const invitationsWordsEn = {
  invite: {
    invalidCode: "Invalid invitation code",
    welcome: "Welcome!",
    joined: "You've successfully joined the event.",
    joinFailed: "Failed to join event",
    pageTitleOf: "Join {{title}} · Huddle",
    pageTitle: "Join Event · Huddle",
    joining: "Joining event...",
  },
  invitations: {
    sent: "Invitation sent!",
    sentText: "Email invitation sent to {{email}}",
    failed: "Failed to send invitation",
    name: "Invite by Email",
    description: 'We\'ll email them a link to join "{{title}}".',
    send: "Send Invitation",
    sending: "Sending...",
    email: "Email address",
    emailPlaceholder: "Enter their email",
    copyCodeLabel: "Code {{code}}: copy the invitation code",
    copyCodeTitle: "Copy the invitation code",
    copied: "Copied!",
    codeCopied: "Invitation code copied to clipboard",
    linkCopied: "Invitation link copied to clipboard",
    code: "Code",
    copyLink: "Copy invite link",
    invitedTo: "You're invited to",
    invitedBy: "<0>{{name}}</0> invited you to",
    createdBy: "Created by <0>{{name}}</0>",
    votingCloses: "Voting closes {{date}}",
    closedHeading: "Join to see everything",
    closedText:
      "This event is closed. Join it to see its links, the shortlist and how everyone voted.",
    signInToJoin:
      "You need to sign in to join this event. After signing in, you'll automatically be added to the event.",
    signInButton: "Sign In to Join Event",
    or: "Or",
  },
  errors: {
    guestCannotInvite: "Guests cannot invite by email. Save your account first.",
  },
} as const;

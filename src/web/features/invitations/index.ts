// What other folders may use of invitations: the rest of the folder is its own.
export { ClosedInvite } from "./closed-invite";
export { EmailInviteDialog, InviteByEmailDialog } from "./invite-by-email-dialog";
export { InviteCodeButtons } from "./invite-code-buttons";
export { InvitePrompt, WaysIn } from "./invite-prompt";
export { NewCodeDialog } from "./new-code-dialog";
export { joinByInvite, useInvitePreview } from "./use-invitation";

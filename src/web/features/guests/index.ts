// What other folders may use of guests: the rest of the folder is its own.
export { GuestBadge } from "./guest-badge";
export { GuestForm } from "./guest-form";
export { GuestMark } from "./guest-mark";
export { GuestMembers } from "./guest-members";
export { SaveAccountButton } from "./save-account-button";

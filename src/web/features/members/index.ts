// What other folders may use of members: the rest of the folder is its own.
export { MembersTab } from "./members-tab";
export { RemoveMemberDialog } from "./remove-member-dialog";

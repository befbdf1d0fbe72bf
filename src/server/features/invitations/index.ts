// The invitations feature's face: what other folders of the server use of it.
export { sendInvite, type InvitationLimits } from "./commands";
export { invitationVouchesFor } from "./queries";
export { invitationRoutes } from "./routes";

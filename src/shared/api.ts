// The API contract: request schemas the server validates with, and (from responses.ts) the
// response types both sides are typed by. The browser imports only types from here (zod stays
// out of its bundle). Each feature's schemas are in features/<feature>/requests.ts.
export type * from "./responses";
export type * from "./group-responses";

export * from "./features/common/requests";
export * from "./features/deadlines/requests";
export * from "./features/events/requests";
export * from "./features/members/requests";
export * from "./features/links/requests";
export * from "./features/comments/requests";
export * from "./features/votes/requests";
export * from "./features/invitations/requests";
export * from "./features/auth/requests";
export * from "./features/account/requests";
export * from "./features/notifications/requests";
export * from "./features/push/requests";
export * from "./features/groups/requests";
export * from "./features/chat/requests";

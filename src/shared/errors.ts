// The closed list of error codes the API answers with, and the HTTP status of each. Every error
// response has one shape: { error: { code, message, fields? } }.
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
};

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return typeof error === "object" && error !== null && typeof error.message === "string";
}

export function codeForStatus(status: number): ErrorCode {
  const found = Object.entries(errorStatus).find(([, s]) => s === status);
  if (found) return found[0] as ErrorCode;
  return status >= 500 ? "internal" : "bad_request";
}

/** Messages the product shows word for word (from the original's error catalogue). */
export const messages = {
  unauthenticated: "User must be authenticated",
  invalidCode: "Invalid invitation code",
  alreadyMember: "You are already a member of this event",
  eventClosed: "This event is closed",
  notFound: "Not found",
  // Ours: what a 404 says about each kind of id. A non-member gets eventNotFound for everything
  // of an event, exactly as for an event that does not exist.
  eventNotFound: "Event not found",
  linkNotFound: "Link not found",
  commentNotFound: "Comment not found",
  commentEditAuthorOnly: "Only whoever wrote this comment can edit it",
  commentDeleteAuthorOrCreator: "Only whoever wrote this comment, or the creator, can delete it",
  memberNotFound: "Member not found",
  imageNotFound: "Image not found",
  resultNotFound: "This result link is not valid, or was turned off",
  deadlineOfClosedEvent: "This event is closed: reopen it to set a deadline",
  everyoneVoted: "Everyone has voted already",
  remindCreatorOnly: "Only the creator of this event can remind the others",
  resultLinkCreatorOnly: "Only the creator of this event can share its result",
  badUnsubscribeToken: "This unsubscribe link is not valid",
  guestCannotCreate: "Guests cannot create events. Save your account first.",
  guestCannotInvite: "Guests cannot invite by email. Save your account first.",
  guestHasNoEmail: "Guests have no email to send to. Save your account first.",
  notOnShortlist: "Only links on the shortlist can be voted on",
  // How the event votes (shared/voting.ts): a vote that does not fit its method, and the dots.
  upDownEvent: 'This event votes up or down: send { "vote": "up" | "down" | null }',
  approvalEvent:
    'This event votes by approval: approve a link ({ "vote": "up" }) or take it back ({ "vote": null })',
  dotsEvent: 'This event votes with dots: send how many dots you want on the link ({ "dots": n })',
  noDotsLeft: (dots: number) =>
    `You have ${dots} ${dots === 1 ? "dot" : "dots"} in all: take some back from another link first`,
  methodAfterVotes: "The voting method can't change once someone has voted",
  // Any text a member types (decision 113); the field is named in `fields`.
  directionControls: "Text cannot contain direction control characters",
} as const;

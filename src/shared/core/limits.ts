// Field limits, shared by the server's validation and the browser's forms.
export const limits = {
  title: 200,
  description: 2000,
  // Browsers and servers commonly stop at about 2,000 characters; longer links are rarely real.
  url: 2048,
  // RFC 5321's longest deliverable address.
  email: 254,
  name: 100,
  // A guest's name, the only thing a guest gives.
  guestName: 50,
  passwordMin: 8,
  passwordMax: 128,
  code: 32,
  bodyBytes: 64 * 1024,
  // A push service's address (decision 227): browsers' are under 500 characters.
  pushEndpoint: 2000,
  // A deadline closes the event by itself, at most a year ahead.
  deadlineMaxAheadMs: 366 * 24 * 3600_000,
  // The creator may remind the members who have not voted once per this long.
  reminderEveryMs: 12 * 3600_000,
  // Unsubscribe tokens and public result tokens: longer text is not one.
  token: 512,
  // A comment on a link (decision 217): a few paragraphs, not an essay.
  commentMin: 1,
  comment: 2000,
  // "Give others a chance" (decision 226): a year of weekly rounds at most.
  barLastWinnersMax: 52,
} as const;

/** Invitation codes: 8 characters without look-alikes (no I, O, 0, 1). */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 8;

export const normalizeCode = (code: string) => code.trim().toUpperCase();

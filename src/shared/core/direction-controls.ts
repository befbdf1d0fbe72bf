// The Unicode explicit direction controls: the embeddings and overrides (U+202A–U+202E) and the
// isolates (U+2066–U+2069). One of them inside a name, a title or an address can turn the text
// after it around: "https://evil.example/\u202Egnp.exe" shows as "https://evil.example/exe.png".
// Members cannot type them anywhere (api.ts, as names never could), and they are dropped from
// what a fetched page says (server/features/previews/page-text.ts): one list for both
// (decisions 201 and 216).

/** The ranges, for a character class: `new RegExp(`[${DIRECTION_CONTROL_RANGES}]`)`. */
export const DIRECTION_CONTROL_RANGES = "\\u202A-\\u202E\\u2066-\\u2069";

const directionControl = new RegExp(`[${DIRECTION_CONTROL_RANGES}]`);

export const hasDirectionControl = (text: string) => directionControl.test(text);

/**
 * The avatar fallback: the first letter of each word of a full name, upper-cased
 * ("Ada King Lovelace" → "AKL"). Works by code point, so a name starting with an emoji or a
 * letter outside the basic plane keeps it whole. An empty name gives "".
 */
export function initials(name: string): string {
  return name
    .normalize("NFC")
    .trim()
    .split(/\s+/u)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
}

/**
 * The avatar fallback: the first letter of each word of a full name, upper-cased
 * ("Ada King Lovelace" → "AKL"), at most three: a longer name keeps its first two words and its
 * last ("Probe Person With A Long Name" → "PPN"), as more letters would not fit the circle and
 * be cut off (decision 223). Works by code point, so a name starting with an emoji or a letter
 * outside the basic plane keeps it whole. An empty name gives "".
 */
export function initials(name: string): string {
  const letters = name
    .normalize("NFC")
    .trim()
    .split(/\s+/u)
    .map((word) => Array.from(word)[0] ?? "");
  const kept = letters.length > 3 ? [...letters.slice(0, 2), letters.at(-1)!] : letters;
  return kept.join("").toUpperCase();
}

// The German words of words-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../../core/languages";
import type { previewsWordsEn } from "./words-en";

export const previewsWordsDe: Messages<typeof previewsWordsEn> = {
  errors: {
    imageNotFound: "Bild nicht gefunden",
  },
};

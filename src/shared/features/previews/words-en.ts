// The previews feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const previewsWordsEn = {
  errors: {
    imageNotFound: "Image not found",
  },
} as const;

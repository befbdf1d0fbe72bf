// What other folders may use of language: the rest of the folder is its own.
export { LanguageChoice, type LanguageChoiceProps } from "./language-choice";
export { LanguageSelect } from "./language-select";
export { useSaveLanguage } from "./use-save-language";

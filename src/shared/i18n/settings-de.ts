// The German words of settings-en.ts: exactly its keys (tsc checks).
import type { Messages } from "../core/languages";
import type { settingsEn } from "./settings-en";
import { notificationsSettingsWordsDe } from "../features/notifications/settings-words-de";
import { pushSettingsWordsDe } from "../features/push/settings-words-de";
import { calendarSettingsWordsDe } from "../features/calendar/settings-words-de";
import { authSettingsWordsDe } from "../features/auth/settings-words-de";

export const settingsDe: Messages<typeof settingsEn> = {
  ...notificationsSettingsWordsDe,
  ...pushSettingsWordsDe,
  ...calendarSettingsWordsDe,
  ...authSettingsWordsDe,
};

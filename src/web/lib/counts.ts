// Counts as the dashboard, the event page and the invitation say them, plural by the language.
import { t } from "i18next";

/** "1 member", "3 members". */
export const memberCount = (n: number) => t("common.memberCount", { count: n });

/** "1 link shared", "2 links shared". */
export const linksShared = (n: number) => t("common.linksShared", { count: n });

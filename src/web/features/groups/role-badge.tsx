import { Crown, ShieldCheck } from "lucide-react";
import type { GroupRole } from "../../../shared/api";
import { Badge } from "../../components/ui/badge";
import { t } from "i18next";

/** "Creator" or "Admin" beside a member's name (nothing for a member). */
export function RoleBadge({ role }: { role: GroupRole }) {
  if (role === "member") return null;
  return role === "creator" ? (
    <Badge variant="secondary" className="bg-amber-100 text-amber-900">
      <Crown aria-hidden />
      {t("groups.roles.creator")}
    </Badge>
  ) : (
    <Badge variant="secondary" className="bg-indigo-100 text-indigo-900">
      <ShieldCheck aria-hidden />
      {t("groups.roles.admin")}
    </Badge>
  );
}

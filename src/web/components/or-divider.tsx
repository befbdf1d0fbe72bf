import { t } from "i18next";

/** A rule with "or" between two ways on (sign in, or continue as a guest). */
export function OrDivider() {
  return (
    <div className="my-4 flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
      <span aria-hidden className="h-px flex-1 bg-border" />
      {t("invitations.or")}
      <span aria-hidden className="h-px flex-1 bg-border" />
    </div>
  );
}

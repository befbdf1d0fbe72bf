import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "./ui/button";
import { t } from "i18next";

/** "Back", at the top left of a signed-in page: the dashboard to home, an event to the dashboard. */
export function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-2" })}>
      <ArrowLeft aria-hidden />
      {t("common.back")}
    </Link>
  );
}

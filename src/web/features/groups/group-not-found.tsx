import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { t } from "i18next";

/** A missing group and someone else's look the same: the server answers both with 404. */
export function GroupNotFound() {
  return (
    <div className="flex flex-col items-center px-4 py-20 text-center">
      <title>{t("groups.notFound.pageTitle")}</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-slate-500">
        <SearchX aria-hidden className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t("groups.notFound.heading")}</h1>
      <p className="mt-2 max-w-md text-pretty text-muted-foreground">{t("groups.notFound.text")}</p>
      <Link to="/dashboard" className={buttonVariants({ className: "mt-6" })}>
        <ArrowLeft aria-hidden />
        {t("events.notFound.back")}
      </Link>
    </div>
  );
}

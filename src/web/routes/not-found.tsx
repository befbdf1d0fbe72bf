import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { LogoPage } from "../components/logo-page";
import { buttonVariants } from "../components/ui/button";
import { t } from "i18next";

function NotFoundRoute() {
  return (
    <LogoPage
      className="justify-center overflow-hidden px-6 py-16 text-center"
      glowHeight="h-80"
      logoGap="mb-10"
    >
      <title>{t("notFound.pageTitle")}</title>
      <p className="bg-gradient-to-br from-indigo-600 to-violet-600 bg-clip-text text-7xl font-bold tracking-tight text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">
        {t("notFound.heading")}
      </h1>
      <p className="mt-3 max-w-md text-pretty text-muted-foreground">{t("notFound.text")}</p>
      <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        <ArrowLeft aria-hidden />
        {t("common.returnHome")}
      </Link>
    </LogoPage>
  );
}

export { NotFoundRoute as Component };

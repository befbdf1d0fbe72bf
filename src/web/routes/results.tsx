// /results/:token: an event's result for anyone with the link (the creator turns it on and off).
// No sign-in, no app bar, no names; kept out of search engines (here, and by the server's
// X-Robots-Tag header for crawlers that run no script).
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ArrowLeft, RotateCw, SearchX } from "lucide-react";
import { LogoPage } from "../components/logo-page";
import { Button, buttonVariants } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { errorMessage } from "../lib/api";
import { ResultView, isGone, usePublicResult } from "../features/public-result";
import { t } from "i18next";

function ResultsRoute() {
  const { token = "" } = useParams();
  const query = usePublicResult(token);
  return (
    <LogoPage className="px-4 py-10 sm:py-16" glowHeight="h-80" logoGap="mb-8">
      {/* React puts it in <head> while this page shows, and takes it away after. */}
      <meta name="robots" content="noindex" />
      <title>
        {query.data
          ? t("results.pageTitleOf", { title: query.data.title })
          : t("results.pageTitle")}
      </title>
      {isGone(query.error) ? (
        <Problem title={errorMessage(query.error, t("errors.resultNotFound"))}>
          <p className="mt-2 max-w-md text-pretty text-muted-foreground">{t("results.askNew")}</p>
          <Link to="/" className={buttonVariants({ className: "mt-6" })}>
            <ArrowLeft aria-hidden />
            {t("common.returnHome")}
          </Link>
        </Problem>
      ) : query.data ? (
        <ResultView result={query.data} />
      ) : query.isError ? (
        <Problem title={t("results.loadFailed")}>
          <p role="alert" className="mt-2 max-w-md text-pretty text-muted-foreground">
            {errorMessage(query.error, t("common.pleaseTryAgain"))}
          </p>
          <Button variant="outline" className="mt-6" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden />
            {t("common.tryAgain")}
          </Button>
        </Problem>
      ) : (
        <Spinner text={t("results.loading")} className="py-20" />
      )}
    </LogoPage>
  );
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex max-w-lg flex-col items-center py-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-slate-500">
        <SearchX aria-hidden className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-balance">{title}</h1>
      {children}
    </div>
  );
}

export { ResultsRoute as Component };

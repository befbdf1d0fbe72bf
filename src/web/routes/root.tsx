import { isRouteErrorResponse, Link, Outlet, ScrollRestoration, useRouteError } from "react-router";
import { buttonVariants } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { t } from "i18next";
import { prerendered, usePrerenderedGone } from "../lib/prerendered";

/** The layout around every page. Not lazy: it is what shows while a page's code loads. */
export function RootLayout() {
  usePrerenderedGone();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function RootHydrateFallback() {
  // The server's paint of the page (decision 222) shows until the page's code is here.
  if (prerendered) return null;
  return (
    <main>
      <Spinner fullPage />
    </main>
  );
}

/** Last resort for a render error or a page whose code failed to load (e.g. after a deploy). */
export function RootErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{t("root.errorTitle")}</title>
      <h1 className="text-2xl font-semibold tracking-tight">{t("root.errorHeading")}</h1>
      <p className="max-w-md text-muted-foreground">{detail ?? t("root.errorText")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          {t("common.reload")}
        </button>
        <Link to="/" className={buttonVariants({ variant: "outline" })} reloadDocument>
          {t("common.returnHome")}
        </Link>
      </div>
    </main>
  );
}

// The server's first paint of a page (server/http/prerender.ts): the same components the browser
// renders, rendered to HTML from the data the browser would have asked for, so a phone on a slow
// connection sees the page before its code has arrived (decision 222). Nothing here is hydrated:
// the browser renders the page again from the same data once its code has run, and that render
// replaces this HTML, which until then is only to be looked at.
import { QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { initReactI18next } from "react-i18next";
import { Route, Routes, StaticRouter } from "react-router";
import { de } from "../../shared/i18n/de";
import { en } from "../../shared/i18n/en";
import { LandingPage } from "../features/landing";
import { createQueryClient } from "../lib/query-client";
import { queryKeys } from "../lib/query-keys";
import { Component as EventRoute } from "../routes/event";
import type { RenderPage } from "../../shared/prerendered";

// Components read their words from the global i18next's `t` (lib/i18n.ts), so the server sets
// its language before each render. A render is synchronous: no other request's render can run
// in between.
void i18next.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  resources: { en: { translation: en }, de: { translation: de } },
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
  initAsync: false,
});

const noop = () => {};

/** The page at `path` as HTML, or null when it is not one rendered here. */
export const renderPage: RenderPage = (path, data) => {
  let page: ReactNode;
  if (path === "/") {
    page = (
      <>
        <title>{i18next.t("landing.pageTitle")}</title>
        <LandingPage user={data.me} onSignIn={noop} onSignOut={noop} signingOut={false} />
      </>
    );
  } else if (data.event && data.me && path === `/event/${data.event.id}`) {
    page = (
      <Routes>
        <Route path="/event/:id" element={<EventRoute />} />
      </Routes>
    );
  } else {
    return null;
  }
  void i18next.changeLanguage(data.language);
  // One cache per render: nothing of one person's page can reach another's.
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.me, data.me);
  if (data.event) queryClient.setQueryData(queryKeys.event(data.event.id), data.event.page);
  try {
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>{page}</StaticRouter>
      </QueryClientProvider>,
    );
  } finally {
    queryClient.clear();
  }
};

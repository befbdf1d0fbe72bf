// The app behind every address but "/" (main.tsx): the data router, TanStack Query, and each
// page as its own chunk. The landing page opened from its own address is landing-app.tsx; this
// router has it too, for the app's own links and redirects to "/" (decision 222).
import { Fragment, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter, RouterProvider, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AppToaster } from "./app-toaster";
import { sessionQuery } from "./features/auth";
import { eventPageQuery } from "./features/events";
import { AppUpdates, OfflineBanner } from "./features/offline";
import { startI18n } from "./lib/i18n";
import { listenForInstallPrompt } from "./lib/install-prompt";
import { followBrowserConnection } from "./lib/online";
import { nextTask } from "./lib/next-task";
import { createQueryClient } from "./lib/query-client";
import { retryImport } from "./lib/retry-import";
import { toasterMounted, wantToaster } from "./lib/toasts";
import { prerendered, renderFirst, seedCache } from "./lib/prerendered";
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from "./routes/root";

followBrowserConnection();
listenForInstallPrompt();
const queryClient = createQueryClient();
// What the server painted the page from (decision 222) is not asked for again.
seedCache(queryClient);
// Who is signed in, and an event page's contents, are asked for at once, while the page's code
// is still on its way, rather than one after the other once it has run (decision 222).
void queryClient.prefetchQuery(sessionQuery);
const eventPageLoader = ({ params }: LoaderFunctionArgs) => {
  void queryClient.prefetchQuery(eventPageQuery(params.id ?? ""));
  return null;
};

// sonner's Toaster arrives after the landing page's first paint (lib/toasts.ts); every other
// page raises its toasts through sonner directly, so its code starts once the Toaster is up.
const afterToaster =
  <T,>(load: () => Promise<T>) =>
  async () => {
    wantToaster();
    return (await Promise.all([retryImport(load), toasterMounted]))[0];
  };

// Each page is its own chunk. Every route module exports `Component` (what `lazy` expects).
const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { path: "/", lazy: () => retryImport(() => import("./routes/landing")) },
      { path: "/dashboard", lazy: afterToaster(() => import("./routes/dashboard")) },
      {
        path: "/event/:id",
        loader: eventPageLoader,
        // Not again when only the address's ?tab= changes: the page keeps itself current.
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
        lazy: afterToaster(() => import("./routes/event")),
      },
      { path: "/groups/:groupId", lazy: afterToaster(() => import("./routes/group")) },
      { path: "/invite/:code", lazy: afterToaster(() => import("./routes/invite")) },
      { path: "/reset-password", lazy: afterToaster(() => import("./routes/reset-password")) },
      { path: "/verified", lazy: afterToaster(() => import("./routes/verified")) },
      { path: "/settings", lazy: afterToaster(() => import("./routes/settings")) },
      { path: "/unsubscribe", lazy: afterToaster(() => import("./routes/unsubscribe")) },
      { path: "/results/:token", lazy: afterToaster(() => import("./routes/results")) },
      { path: "/share", lazy: afterToaster(() => import("./routes/share")) },
      { path: "*", lazy: afterToaster(() => import("./routes/not-found")) },
    ],
  },
]);

/** The pages, remounted when the language changes: every component reads its words from
 * i18next's `t` as it renders, so none is left speaking the old language (decision 220). The
 * query cache is above it and survives. */
function Pages() {
  const { i18n } = useTranslation();
  return (
    <Fragment key={i18n.language}>
      <RouterProvider router={router} />
      <OfflineBanner />
    </Fragment>
  );
}

/** Renders the app into `container`, replacing whatever the server put there. */
export async function startRouterApp(container: HTMLElement) {
  // The words are ready before the first render: English is bundled, German is one small chunk.
  await startI18n(prerendered?.me?.language);
  await nextTask();
  const root = createRoot(container);
  renderFirst(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <Pages />
          <AppToaster />
          {/* Outside the remount: it registers the service worker once. */}
          <AppUpdates />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

import {
  Fragment,
  lazy,
  StrictMode,
  Suspense,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
} from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter, RouterProvider, type LoaderFunctionArgs } from "react-router";
import type { ToasterProps } from "sonner";
import { useTranslation } from "react-i18next";
import { sessionQuery } from "./features/auth/use-session";
import { eventPageQuery } from "./features/events/event-page-query";
import { AppUpdates } from "./features/offline/app-updates";
import { OfflineBanner } from "./features/offline/offline-banner";
import { startI18n } from "./lib/i18n";
import { followBrowserConnection } from "./lib/online";
import { createQueryClient } from "./lib/query-client";
import { markToasterMounted, toasterMounted, toasterWanted, wantToaster } from "./lib/toasts";
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from "./routes/root";
import "./styles.css";

followBrowserConnection();
const queryClient = createQueryClient();
// Who is signed in, and an event page's contents, are asked for at once, while the page's code
// is still on its way, rather than one after the other once it has run (decision 104).
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
    return (await Promise.all([load(), toasterMounted]))[0];
  };

// Each page is its own chunk. Every route module exports `Component` (what `lazy` expects).
const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { path: "/", lazy: () => import("./routes/landing") },
      { path: "/dashboard", lazy: afterToaster(() => import("./routes/dashboard")) },
      {
        path: "/event/:id",
        loader: eventPageLoader,
        // Not again when only the address's ?tab= changes: the page keeps itself current.
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
        lazy: afterToaster(() => import("./routes/event")),
      },
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

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/** The pages, remounted when the language changes: every component reads its words from
 * i18next's `t` as it renders, so none is left speaking the old language (decision 102). The
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

/** sonner's Toaster, its own chunk (decision 104); once it listens, toasts may be raised. */
const Toaster = lazy(() =>
  import("sonner").then<{ default: ComponentType<ToasterProps> }, { default: () => null }>(
    (sonner) => ({
      default: function ListeningToaster(props: ToasterProps) {
        // After the Toaster's own effect (a child's effects run first), which subscribes it.
        useEffect(markToasterMounted, []);
        return <sonner.Toaster {...props} />;
      },
    }),
    // Its chunk failed to load (a deploy replaced it, the connection dropped): pages go on,
    // without toasts, rather than waiting for it.
    () => {
      markToasterMounted();
      return { default: () => null };
    },
  ),
);

/** Toasts stay up across a change of language; their own labels follow it. */
function Toasts() {
  const { t } = useTranslation();
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        richColors
        closeButton
        position="top-right"
        offset={{ top: 76 }}
        mobileOffset={{ top: 76 }}
        containerAriaLabel={t("ui.notifications")}
        toastOptions={{ closeButtonAriaLabel: t("ui.closeToast") }}
      />
    </Suspense>
  );
}

// The words are ready before the first render: English is bundled, German is one small chunk.
void startI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Pages />
        {/* Below the sticky header (64 px), so a toast never covers Sign In or Sign Out. */}
        <Toasts />
        {/* Outside the remount: it registers the service worker once. */}
        <AppUpdates />
      </QueryClientProvider>
    </StrictMode>,
  ),
);

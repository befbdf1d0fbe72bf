import { Fragment, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { useTranslation } from "react-i18next";
import { AppUpdates } from "./features/offline/app-updates";
import { OfflineBanner } from "./features/offline/offline-banner";
import { startI18n } from "./lib/i18n";
import { followBrowserConnection } from "./lib/online";
import { createQueryClient } from "./lib/query-client";
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from "./routes/root";
import "./styles.css";

// Each page is its own chunk. Every route module exports `Component` (what `lazy` expects).
const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { path: "/", lazy: () => import("./routes/landing") },
      { path: "/dashboard", lazy: () => import("./routes/dashboard") },
      { path: "/event/:id", lazy: () => import("./routes/event") },
      { path: "/invite/:code", lazy: () => import("./routes/invite") },
      { path: "/reset-password", lazy: () => import("./routes/reset-password") },
      { path: "/verified", lazy: () => import("./routes/verified") },
      { path: "/settings", lazy: () => import("./routes/settings") },
      { path: "/unsubscribe", lazy: () => import("./routes/unsubscribe") },
      { path: "/results/:token", lazy: () => import("./routes/results") },
      { path: "/share", lazy: () => import("./routes/share") },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
]);

followBrowserConnection();
const queryClient = createQueryClient();

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

/** Toasts stay up across a change of language; their own labels follow it. */
function Toasts() {
  const { t } = useTranslation();
  return (
    <Toaster
      richColors
      closeButton
      position="top-right"
      offset={{ top: 76 }}
      mobileOffset={{ top: 76 }}
      containerAriaLabel={t("ui.notifications")}
      toastOptions={{ closeButtonAriaLabel: t("ui.closeToast") }}
    />
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

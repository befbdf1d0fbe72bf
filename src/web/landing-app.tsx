// The landing page opened at "/" (main.tsx): React, i18next and the landing page's own
// components, without the data router or TanStack Query, which a marketing page does not need
// before it paints (decision 222). Who is signed in is one GET /api/auth/get-session
// (features/landing/landing-session.ts); links into the app are full page loads; the code the
// page fetches later (the sign-in dialog, Join Event, the profile menu) brings Query and a
// router along (features/landing/landing-providers.tsx).
import { Fragment, StrictMode, useEffect, useState, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { useTranslation } from "react-i18next";
import type { Language } from "../shared/core/languages";
import { AppToaster } from "./app-toaster";
import { authApi, endSession, showGoogleSignInError, withoutGoogleError } from "./features/auth";
import { LandingScreen, landingSession, LandingProviders } from "./features/landing";
import { AppUpdates, OfflineBanner } from "./features/offline";
import { call, huddle } from "./lib/client";
import { AppProvidersSlot } from "./lib/app-providers";
import { startI18n } from "./lib/i18n";
import { followBrowserConnection } from "./lib/online";
import { nextTask } from "./lib/next-task";
import { prerendered, renderFirst, usePrerenderedGone } from "./lib/prerendered";

/** A Google sign-in that failed came back here with `?error=`: said once, and taken out of the
 * address (features/auth/google-error.ts does the same in the router app). */
function useGoogleSignInErrorFromAddress() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get("error");
    if (!code) return;
    showGoogleSignInError(code);
    const rest = withoutGoogleError(params).toString();
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, "", pathname + (rest && `?${rest}`) + hash);
  }, []);
}

/** A signed-in person's language kept on their account (as use-save-language.ts). */
async function saveLanguage(language: Language) {
  try {
    const saved = await call(huddle.api.me.$patch({ json: { language } }));
    const user = landingSession.get();
    if (user) landingSession.set({ ...user, language: saved.language });
  } catch {
    // Not kept this time: the page has switched all the same, and the next choice tries again.
  }
}

function LandingApp() {
  const user = useSyncExternalStore(landingSession.subscribe, landingSession.get);
  const { i18n } = useTranslation();
  // Above the remount below, so a change of language does not forget a sign-out under way.
  const [signingOut, setSigningOut] = useState(false);
  const signOut = () => {
    setSigningOut(true);
    void endSession(authApi.signOut).then((ended) => {
      setSigningOut(false);
      if (ended) landingSession.set(null);
    });
  };
  useGoogleSignInErrorFromAddress();
  usePrerenderedGone();

  // Remounted when the language changes, as the router app's pages are (decision 220).
  return (
    <AppProvidersSlot value={LandingProviders}>
      <Fragment key={i18n.language}>
        <LandingScreen
          user={user}
          onSignOut={signOut}
          signingOut={signingOut}
          saveLanguage={(language) => void saveLanguage(language)}
        />
        <OfflineBanner />
      </Fragment>
    </AppProvidersSlot>
  );
}

/** Renders the landing page into `container`, replacing whatever the server put there. */
export async function startLandingApp(container: HTMLElement) {
  followBrowserConnection();
  // Asked at once, while the words are set up.
  // Unless the server's paint of the page (decision 222) came knowing.
  landingSession.start(prerendered ? prerendered.me : undefined);
  await startI18n(prerendered?.me?.language);
  await nextTask();
  const root = createRoot(container);
  renderFirst(() =>
    root.render(
      <StrictMode>
        <LandingApp />
        <AppToaster />
        {/* Outside the remount: it registers the service worker once. */}
        <AppUpdates />
      </StrictMode>,
    ),
  );
}

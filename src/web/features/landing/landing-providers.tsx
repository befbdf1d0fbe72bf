// What the landing page's later code (the sign-in dialog, Join Event's dialog, the profile menu)
// needs around it in the lean landing app (landing-app.tsx, lib/app-providers.tsx): TanStack
// Query, with the page's session in its cache both ways, and a router whose every navigation is
// a full page load, since this page has no routes of its own (decision 222). Its own chunk,
// fetched with the first of them.
import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createPath, Router, type Navigator, type To } from "react-router";
import type { Account } from "../../../shared/api";
import { createQueryClient } from "../../lib/query-client";
import { queryKeys } from "../../lib/query-keys";
import { forgetSession } from "../auth";
import { landingSession } from "./landing-session";

const queryClient = createQueryClient();

// The session is the landing page's (landing-session.ts); the cache follows it, and what the
// later code changes in the cache (signed in, signed out, a new name or language) reaches it.
const followPage = () => {
  const user = landingSession.get();
  if (user === undefined || queryClient.getQueryData(queryKeys.me) === user) return;
  // Signed out: nothing of the account stays in the cache, as in the router app.
  if (user === null) forgetSession(queryClient);
  else queryClient.setQueryData<Account | null>(queryKeys.me, user);
};
followPage();
landingSession.subscribe(followPage);
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== "updated" || event.query.queryKey[0] !== queryKeys.me[0]) return;
  const data = event.query.state.data as Account | null | undefined;
  if (data !== undefined) landingSession.set(data);
});

const href = (to: To) => (typeof to === "string" ? to : createPath(to));

/** Every navigation leaves the landing page: the app's page loads whole. */
const fullPageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

export default function LandingProviders({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <QueryClientProvider client={queryClient}>
      <Router location={{ pathname, search, hash }} navigator={fullPageLoads}>
        {children}
      </Router>
    </QueryClientProvider>
  );
}

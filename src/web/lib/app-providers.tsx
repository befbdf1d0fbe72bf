// The code a page fetches later (the sign-in dialog, Join Event's dialog, the profile menu) uses
// TanStack Query and the router, which the router app provides above every page. The lean
// landing app (landing-app.tsx) has neither before it paints: it names here the providers such
// code is wrapped in, fetched with it (features/landing/landing-providers.tsx). Elsewhere there
// are none to add.
import { createContext, useContext, type ComponentType, type ReactNode } from "react";

type Providers = ComponentType<{ children: ReactNode }>;

const ProvidersContext = createContext<Providers | null>(null);

export const AppProvidersSlot = ProvidersContext.Provider;

/** `children` inside the providers the page named, if any. Inside the same Suspense boundary as
 * the lazy code it wraps, so both arrive together. */
export function WithAppProviders({ children }: { children: ReactNode }) {
  const Providers = useContext(ProvidersContext);
  return Providers ? <Providers>{children}</Providers> : children;
}

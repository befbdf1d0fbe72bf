// The code a page fetches later (the sign-in dialog, Join Event's dialog, the profile menu) uses
// TanStack Query and the router, which the router app provides above every page. The lean
// landing app (landing-app.tsx) has neither before it paints: it names here the providers such
// code is wrapped in, fetched with it (features/landing/landing-providers.tsx). Elsewhere there
// are none to add.
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import type { LazyComponent } from "./lazy-component";

type Providers = ComponentType<{ children: ReactNode }>;

const NoProviders: Providers = ({ children }) => children;
const none: LazyComponent<{ children: ReactNode }> = {
  useComponent: () => NoProviders,
  preload: () => Promise.resolve(),
};

// A page's slot never changes while it is shown, so the hook below calls the same hooks on
// every render.
const ProvidersContext = createContext(none);

export const AppProvidersSlot = ProvidersContext.Provider;

/** The providers to wrap lazy code in (a pass-through where the page named none), once their
 * code is here; fetched when `wanted`, beside the lazy code's own chunk. */
export function useAppProviders(wanted = true): Providers | undefined {
  return useContext(ProvidersContext).useComponent(wanted);
}

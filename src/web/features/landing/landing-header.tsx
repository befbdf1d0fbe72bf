import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../components/logo";

/** The product name on the left; `children` is the account area on the right. */
export function LandingHeader({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
          <Logo />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          {children}
        </nav>
      </div>
    </header>
  );
}

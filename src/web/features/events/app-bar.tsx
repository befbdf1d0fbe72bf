import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../components/logo";

/** The thin bar above the signed-in pages: the product mark (home) and, on the right, `children`. */
export function AppBar({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-border/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
          <Logo className="[&_svg]:size-7" />
        </Link>
        {children && <div className="flex items-center gap-2">{children}</div>}
      </div>
    </header>
  );
}

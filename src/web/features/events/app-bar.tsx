import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../components/logo";
import { LazyAccountMenu } from "../account/lazy-account-menu";
import { useSession } from "../auth/use-session";

/** The thin bar above the signed-in pages: the product mark (home), `children`, and the
 * account menu (change name, sign out). */
export function AppBar({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  return (
    <header className="border-b border-border/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
          <Logo className="[&_svg]:size-7" />
        </Link>
        <div className="flex items-center gap-2">
          {children}
          {user && <LazyAccountMenu user={user} />}
        </div>
      </div>
    </header>
  );
}

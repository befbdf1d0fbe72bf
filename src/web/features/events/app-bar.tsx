import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../components/logo";
import { LazyAccountMenu } from "../account";
import { LanguageSelect } from "../language";
import { useSession } from "../auth";
import { GuestBadge, SaveAccountButton } from "../guests";

/** The thin bar above the signed-in pages: the product mark (home), `children`, and the
 * account menu (change name, sign out); for a guest, their name marked "Guest" and "Save your
 * account". It fits 320 px for a guest too (issue #34): below 640 px the name and its badge are
 * in the profile menu only, and below 420 px the product's name is left to screen readers. */
export function AppBar({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  return (
    <header className="border-b border-border/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
          <Logo
            className="[&_svg]:size-7"
            nameClassName={user?.guest ? "max-[419px]:sr-only" : undefined}
          />
        </Link>
        <div className="flex min-w-0 items-center gap-2">
          <LanguageSelect />
          {children}
          {user?.guest && (
            <>
              {/* On a phone both are in the profile menu, where the name has room. */}
              <span className="hidden min-w-0 items-center gap-2 text-sm font-medium sm:flex">
                <span className="max-w-40 truncate">{user.name}</span>
                <GuestBadge />
              </span>
              <SaveAccountButton user={user} compact />
            </>
          )}
          {user && <LazyAccountMenu user={user} />}
        </div>
      </div>
    </header>
  );
}

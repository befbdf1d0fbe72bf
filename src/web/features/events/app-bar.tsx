import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../components/logo";
import { LazyAccountMenu } from "../account/lazy-account-menu";
import { LanguageSelect } from "../language/language-select";
import { useSession } from "../auth/use-session";
import { GuestBadge } from "../guests/guest-badge";
import { SaveAccountButton } from "../guests/save-account-button";

/** The thin bar above the signed-in pages: the product mark (home), `children`, and the
 * account menu (change name, sign out); for a guest, their name marked "Guest" and "Save your
 * account". */
export function AppBar({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  return (
    <header className="border-b border-border/70 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
          <Logo className="[&_svg]:size-7" />
        </Link>
        <div className="flex items-center gap-2">
          <LanguageSelect />
          {children}
          {user?.guest && (
            <>
              {/* On a phone the name is in the profile menu; the badge stays. */}
              <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
                <span className="hidden max-w-40 truncate sm:block">{user.name}</span>
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

// The profile menu as its own chunk (Radix's menu and positioning are not needed by visitors);
// until it arrives, the same avatar stands in its place, as it looks until its picture has
// loaded (its initials, without Radix's avatar: decision 109).
import { lazy, Suspense } from "react";
import type { Me } from "../../../shared/api";
import { AvatarLetters } from "../../components/ui/avatar-letters";
import { WithAppProviders } from "../../lib/app-providers";
import { retryImport } from "../../lib/retry-import";

const AccountMenu = lazy(() => retryImport(() => import("./account-menu")));

export function LazyAccountMenu({ user }: { user: Me }) {
  return (
    <Suspense
      fallback={
        <span className="inline-flex items-center gap-1 p-0.5 pr-[1.375rem]">
          <AvatarLetters name={user.name} size="sm" />
        </span>
      }
    >
      <WithAppProviders>
        <AccountMenu user={user} />
      </WithAppProviders>
    </Suspense>
  );
}

// The profile menu as its own chunk (Radix's menu and positioning are not needed by visitors);
// until it arrives, the same avatar stands in its place.
import { lazy, Suspense } from "react";
import type { Me } from "../../../shared/api";
import { Avatar } from "../../components/ui/avatar";

const AccountMenu = lazy(() => import("./account-menu"));

export function LazyAccountMenu({ user }: { user: Me }) {
  return (
    <Suspense
      fallback={
        <span className="inline-flex items-center gap-1 p-0.5 pr-[1.375rem]">
          <Avatar name={user.name} src={user.image} size="sm" />
        </span>
      }
    >
      <AccountMenu user={user} />
    </Suspense>
  );
}

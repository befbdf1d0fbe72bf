// The profile menu as its own chunk (Radix's menu and positioning are not needed by visitors);
// until it arrives, the same avatar stands in its place, as it looks until its picture has
// loaded (its initials, without Radix's avatar: decision 222).
import type { Me } from "../../../shared/api";
import { AvatarLetters } from "../../components/ui/avatar-letters";
import { useAppProviders } from "../../lib/app-providers";
import { lazyComponent } from "../../lib/lazy-component";

const AccountMenu = lazyComponent(() => import("./account-menu").then((module) => module.default));

export function LazyAccountMenu({ user }: { user: Me }) {
  const Loaded = AccountMenu.useComponent();
  const Providers = useAppProviders();
  if (!Loaded || !Providers) {
    return (
      <span className="inline-flex items-center gap-1 p-0.5 pr-[1.375rem]">
        <AvatarLetters name={user.name} size="sm" />
      </span>
    );
  }
  return (
    <Providers>
      <Loaded user={user} />
    </Providers>
  );
}

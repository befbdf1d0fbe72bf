// The profile menu: who is signed in, "Change name", "Settings", "Sign Out" and "Sign out
// everywhere" (ends the sessions on every device). Its own chunk: pages show it through
// LazyAccountMenu.
import { useState } from "react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { ChevronDown, LogOut, MonitorSmartphone, PencilLine, Settings } from "lucide-react";
import type { Me } from "../../../shared/api";
import { Avatar } from "../../components/ui/avatar";
import { lettersOf } from "../../components/ui/avatar-letters";
import { ChangeNameDialog } from "./change-name-dialog";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { GuestBadge } from "../guests";
import { useSignOut } from "../auth";
import { t } from "i18next";

const item =
  "flex cursor-default select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-foreground outline-none " +
  "data-[highlighted]:bg-muted data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground";

export default function AccountMenu({ user }: { user: Me }) {
  const { signOut, signOutEverywhere, pending } = useSignOut();
  const [renaming, setRenaming] = useState(false);
  const [leavingAsGuest, setLeavingAsGuest] = useState(false);
  return (
    <>
      {/* Not modal: a modal menu handing focus to a dialog can leave the page unclickable. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          // The initials the avatar shows begin its name, so a person who says what they see
          // ("click A B") reaches it (WCAG 2.5.3, label in name).
          aria-label={t("account.menuLabel", { initials: lettersOf(user.name), name: user.name })}
          className="inline-flex items-center gap-1 rounded-full p-0.5 pr-1.5 text-muted-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:bg-muted"
        >
          <Avatar name={user.name} src={user.image} size="sm" />
          <ChevronDown aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        {/* No portal: drawn inside the header, the menu stays within its landmark, where screen
            reader users find it by region (axe's "region" rule, decision 223). */}
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-64 max-w-[calc(100vw-1.5rem)] rounded-xl border border-border bg-surface p-1.5 shadow-lg motion-safe:data-[state=open]:animate-dialog-in"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-2.5 py-2">
            <Avatar name={user.name} src={user.image} />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-foreground">
                {user.name}
              </span>
              {user.guest ? (
                <GuestBadge className="mt-0.5" />
              ) : (
                <span className="block truncate text-xs text-muted-foreground" title={user.email}>
                  {user.email}
                </span>
              )}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={item} onSelect={() => setRenaming(true)}>
            <PencilLine aria-hidden />
            {t("account.changeName")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} asChild>
            <Link to="/settings">
              <Settings aria-hidden />
              {t("account.settings")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={item}
            disabled={pending}
            // A guest who signs out cannot come back as the same guest: ask first.
            onSelect={user.guest ? () => setLeavingAsGuest(true) : signOut}
          >
            <LogOut aria-hidden />
            {t("common.signOut")}
          </DropdownMenu.Item>
          {!user.guest && (
            <DropdownMenu.Item className={item} disabled={pending} onSelect={signOutEverywhere}>
              <MonitorSmartphone aria-hidden />
              {/* Named by all its words, the note included: a label of the first line alone
                  would leave visible words out of its name (WCAG 2.5.3). */}
              <span>
                {t("account.signOutEverywhere")}
                <span className="block text-xs text-muted-foreground">
                  {t("account.signOutEverywhereNote")}
                </span>
              </span>
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <ChangeNameDialog user={user} open={renaming} onOpenChange={setRenaming} />
      <ConfirmDialog
        open={leavingAsGuest}
        onOpenChange={setLeavingAsGuest}
        title={t("account.guestSignOut.title")}
        description={t("account.guestSignOut.text", { name: user.name })}
        confirmLabel={t("common.signOut")}
        busyLabel={t("account.signingOut")}
        busy={pending}
        destructive
        onConfirm={signOut}
      />
    </>
  );
}

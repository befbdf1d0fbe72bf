// The avatar's circle and its initials, without Radix: what Avatar (avatar.tsx) shows until its
// picture has loaded, and all a stand-in needs before the real one's code has arrived (the
// profile menu's, features/account/lazy-account-menu.tsx: the landing page paints without
// Radix, decision 222).
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { initials } from "../../lib/initials";

const sizes = {
  sm: "size-8 text-xs",
  md: "size-10 text-sm",
  lg: "size-14 text-lg",
} as const;

export type AvatarSize = keyof typeof sizes;

export const avatarCircle = (size: AvatarSize, className?: string) =>
  cn(
    "relative inline-flex shrink-0 select-none overflow-hidden rounded-full bg-secondary",
    sizes[size],
    className,
  );

export const avatarLetters = (letters: string) =>
  cn(
    "flex size-full items-center justify-center font-semibold text-secondary-foreground",
    letters.length > 2 && "text-[0.7em] tracking-tight",
  );

/** The name's initials ("?" for none). */
export const lettersOf = (name: string) => initials(name) || "?";

/** The avatar with its initials only. Decorative, as Avatar. */
export function AvatarLetters({
  name,
  size = "md",
  className,
}: {
  name: string;
  size?: AvatarSize;
  className?: string;
}): ReactNode {
  const letters = lettersOf(name);
  return (
    <span aria-hidden className={avatarCircle(size, className)}>
      <span className={avatarLetters(letters)}>{letters}</span>
    </span>
  );
}

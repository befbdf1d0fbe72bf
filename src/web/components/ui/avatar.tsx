import { Avatar as RadixAvatar } from "radix-ui";
import { cn } from "../../lib/cn";
import { initials } from "../../lib/initials";

const sizes = {
  sm: "size-8 text-xs",
  md: "size-10 text-sm",
  lg: "size-14 text-lg",
} as const;

type AvatarProps = {
  /** The person's full name: the fallback shows its initials. */
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
};

/**
 * The picture if it loads, else the initials. Decorative: show the name as text beside it
 * (screen readers would otherwise hear it twice).
 */
export function Avatar({ name, src, size = "md", className }: AvatarProps) {
  const letters = initials(name) || "?";
  return (
    <RadixAvatar.Root
      aria-hidden
      className={cn(
        "relative inline-flex shrink-0 select-none overflow-hidden rounded-full bg-secondary",
        sizes[size],
        className,
      )}
    >
      {src ? <RadixAvatar.Image src={src} alt="" className="size-full object-cover" /> : null}
      <RadixAvatar.Fallback
        className={cn(
          "flex size-full items-center justify-center font-semibold text-secondary-foreground",
          letters.length > 2 && "text-[0.7em] tracking-tight",
        )}
      >
        {letters}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}

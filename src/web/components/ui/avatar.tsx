import { Avatar as RadixAvatar } from "radix-ui";
import { avatarCircle, avatarLetters, lettersOf, type AvatarSize } from "./avatar-letters";

type AvatarProps = {
  /** The person's full name: the fallback shows its initials. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  className?: string;
};

/**
 * The picture if it loads, else the initials (avatar-letters.tsx). Decorative: show the name as
 * text beside it (screen readers would otherwise hear it twice).
 */
export function Avatar({ name, src, size = "md", className }: AvatarProps) {
  const letters = lettersOf(name);
  return (
    <RadixAvatar.Root aria-hidden className={avatarCircle(size, className)}>
      {src ? <RadixAvatar.Image src={src} alt="" className="size-full object-cover" /> : null}
      <RadixAvatar.Fallback className={avatarLetters(letters)}>{letters}</RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}

import { Trophy } from "lucide-react";
import type { RememberedLink } from "../../../shared/api";
import { cn } from "../../lib/cn";
import { PreviewThumbnail } from "../links";

/** A link the group remembers (a round's winner): its thumbnail, or a trophy where it has none,
 * and its title, which opens it. */
export function RememberedLinkLine({
  link,
  size = "md",
  className,
  children,
}: {
  link: RememberedLink;
  size?: "sm" | "md";
  className?: string;
  /** Shown under the title (when it won, how often). */
  children?: React.ReactNode;
}) {
  const box = size === "sm" ? "size-10 rounded-lg" : "size-14 rounded-xl";
  return (
    <div className={cn("flex min-w-0 items-center gap-3", className)}>
      {link.image ? (
        <PreviewThumbnail src={link.image} className={box} />
      ) : (
        <span
          aria-hidden
          className={cn(
            "flex shrink-0 items-center justify-center bg-amber-100 text-amber-700",
            box,
          )}
        >
          <Trophy className="size-5" />
        </span>
      )}
      <div className="min-w-0">
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="line-clamp-2 font-medium [overflow-wrap:anywhere] hover:text-primary hover:underline"
        >
          {link.title}
        </a>
        {children}
      </div>
    </div>
  );
}

// The pieces of a link's preview that the card and the share form both show. The thumbnail is
// decorative (the title beside it says what it is), so its text alternative is empty.
import { cn } from "../../lib/cn";

export function PreviewThumbnail({ src, className }: { src: string; className: string }) {
  return (
    <img
      src={src}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      className={cn("shrink-0 bg-muted object-cover", className)}
    />
  );
}

export function SiteName({ name }: { name: string }) {
  return (
    <p className="truncate text-xs font-medium uppercase tracking-wide text-muted-foreground">
      {name}
    </p>
  );
}

import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";

export type IconListItem = { icon: LucideIcon; title: string; text: string };

// The two looks: "Why Huddle" (large titles beside a square icon) and the use cases (cards).
const looks = {
  benefits: {
    item: "flex gap-4",
    icon: "rounded-xl bg-secondary text-secondary-foreground",
    title: "text-lg font-semibold tracking-tight",
    text: "mt-1.5 text-muted-foreground",
  },
  useCases: {
    item: "flex items-center gap-4 rounded-2xl border border-border bg-background p-5",
    icon: "rounded-full bg-white text-primary shadow-sm ring-1 ring-border",
    title: "font-semibold tracking-tight",
    text: "mt-0.5 text-sm text-muted-foreground",
  },
} as const;

/** The items of a landing section's list: an icon, a title and a line of text each. */
export function IconListItems({
  items,
  look,
}: {
  items: IconListItem[];
  look: keyof typeof looks;
}) {
  const classes = looks[look];
  return items.map(({ icon: Icon, title, text }) => (
    <li key={title} className={classes.item}>
      <span
        className={cn("inline-flex size-11 shrink-0 items-center justify-center", classes.icon)}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className={classes.title}>{title}</h3>
        <p className={classes.text}>{text}</p>
      </div>
    </li>
  ));
}

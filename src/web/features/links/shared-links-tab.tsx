import { useMemo } from "react";
import { Link2 } from "lucide-react";
import type { EventPage } from "../../../shared/api";
import { useRevealedCount } from "../../lib/use-revealed-count";
import { useSession } from "../auth";
import { LinkCard } from "./link-card";
import { ShareLinkForm } from "./share-link-form";
import { t } from "i18next";

/** The Shared Links tab: the "Share a Link" form and every link, newest first (as the server orders them). */
export function SharedLinksTab({ page }: { page: EventPage }) {
  const { user } = useSession();
  const { event, links } = page;
  const closed = event.status === "completed";
  const myId = user?.id;
  // One object while these stay the same, so the memoised cards skip re-rendering.
  const can = useMemo(
    () => ({ myId, isCreator: event.isCreator, closed }),
    [myId, event.isCreator, closed],
  );
  // A screenful of cards first, the rest in small batches after (decision 222).
  const shown = useRevealedCount(links.length);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <div className="lg:sticky lg:top-6">
        <ShareLinkForm eventId={event.id} closed={closed} links={links} />
      </div>
      <section aria-labelledby="all-links-heading" className="min-w-0">
        <h2
          id="all-links-heading"
          className="mb-3 flex items-baseline gap-2 text-lg font-semibold tracking-tight"
        >
          {t("links.all")}{" "}
          <span className="text-sm font-normal text-muted-foreground">({links.length})</span>
        </h2>
        {links.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
            <Link2 aria-hidden className="size-8 text-slate-400" />
            <p className="font-medium">{t("links.emptyTitle")}</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              {closed ? t("links.emptyClosed") : t("links.emptyOpen")}
            </p>
          </div>
        ) : (
          <ul className="grid gap-3">
            {links.slice(0, shown).map((link) => (
              // Off-screen cards skip style, layout and paint until scrolled near; the padding
              // (given back by the margin) leaves room for the card's focus outline and ring.
              <li
                key={link.id}
                className="-m-1 p-1 [contain-intrinsic-size:auto_14rem] [content-visibility:auto]"
              >
                <LinkCard eventId={event.id} link={link} can={can} method={event.method} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

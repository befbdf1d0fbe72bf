// "Share pages into Huddle" on the Settings page (issue #34): the bookmark of decision 221 ready
// to drag to the bookmarks bar, a button that copies it for anyone who cannot drag, and where the
// installed app is on Android (the share sheet).
import { Bookmark, Copy, Share2 } from "lucide-react";
import { toast } from "sonner";
import { TitledCard } from "../../components/titled-card";
import { Button, buttonVariants } from "../../components/ui/button";
import { copyText } from "../../lib/copy-text";
import { bookmarklet } from "./bookmarklet";
import { t } from "i18next";

export function ShareBookmarkCard() {
  const code = bookmarklet(window.location.origin);
  return (
    <TitledCard
      icon={Share2}
      title={t("share.bookmark.title")}
      description={t("share.bookmark.description")}
    >
      <p className="text-sm text-pretty">{t("share.bookmark.drag")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          // React 19 will not render a javascript: URL in href (it puts one that throws in its
          // place), so the bookmark's address is set on the element itself once it is there. The
          // page never runs it: a click is stopped below (our CSP would refuse it anyway), and
          // dragged to the bookmarks bar it runs later, in the page it is clicked on.
          ref={(link) => link?.setAttribute("href", code)}
          onClick={(event) => {
            event.preventDefault();
            toast(t("share.bookmark.dragIt"));
          }}
          className={buttonVariants({ variant: "outline", className: "cursor-grab" })}
        >
          <Bookmark aria-hidden />
          {t("share.bookmark.link")}
        </a>
        <Button variant="ghost" onClick={() => void copyText(code, t("share.bookmark.copied"))}>
          <Copy aria-hidden />
          {t("share.bookmark.copy")}
        </Button>
      </div>
      <p className="mt-4 text-sm text-pretty text-muted-foreground">
        {t("share.bookmark.android")}
      </p>
    </TitledCard>
  );
}

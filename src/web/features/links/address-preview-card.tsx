// Under the share form: what the pasted address's page says it is (and, from its JSON-LD, its
// rating, price, address or start), before it is shared.
import { LoaderCircle } from "lucide-react";
import type { AddressPreview } from "../../../shared/api";
import { LinkFacts } from "./link-facts";
import { PreviewThumbnail, SiteName } from "./preview-parts";
import { t } from "i18next";

export function AddressPreviewCard({
  preview,
  looking,
}: {
  preview: AddressPreview["preview"] | undefined;
  looking: boolean;
}) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {looking ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {t("links.looking")}
        </p>
      ) : preview ? (
        <figure
          aria-label={t("links.previewLabel")}
          className="flex min-w-0 gap-3 rounded-lg border border-border bg-background p-3"
        >
          {preview.image && <PreviewThumbnail src={preview.image} className="size-14 rounded-md" />}
          <figcaption className="min-w-0 space-y-0.5">
            {preview.siteName && <SiteName name={preview.siteName} />}
            {preview.title && (
              <p className="line-clamp-2 text-sm font-medium [overflow-wrap:anywhere]">
                {preview.title}
              </p>
            )}
            <LinkFacts preview={preview} />
            {preview.description && (
              <p className="line-clamp-2 text-xs text-muted-foreground [overflow-wrap:anywhere]">
                {preview.description}
              </p>
            )}
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}

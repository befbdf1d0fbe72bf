// What the linked page says about itself in schema.org JSON-LD (decision 216), on one or two
// short lines of the card: its rating ("4.5 ★ (120)"), price or price range, address (one line,
// cut visually; the whole of it is in the text and the tooltip) and, for an event, when it
// starts. Each shows only when the page said it. A list of terms, so a screen reader names each.
import { CalendarDays, MapPin, Tag } from "lucide-react";
import type { ReactNode } from "react";
import type { LinkPreview } from "../../../shared/api";
import { formatStart, formatNumber, formatPrice } from "./fact-formats";
import { t } from "i18next";
import { Trans } from "react-i18next";

export function LinkFacts({ preview }: { preview: LinkPreview }) {
  const { rating, reviews, price, currency, priceRange, address, startsAt } = preview;
  const priceText =
    price !== undefined
      ? formatPrice(price, currency)
      : priceRange !== undefined
        ? priceRange
        : null;
  if (rating === undefined && priceText === null && !address && !startsAt) return null;
  return (
    <dl className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      {startsAt && (
        <Fact label={t("links.facts.date")} icon={<CalendarDays aria-hidden />}>
          <time dateTime={startsAt}>{formatStart(startsAt)}</time>
        </Fact>
      )}
      {rating !== undefined && (
        <Fact label={t("links.facts.rating")}>
          <span aria-hidden className="tabular-nums">
            <Trans
              i18nKey={
                reviews !== undefined ? "links.facts.ratingWithCount" : "links.facts.ratingValue"
              }
              values={{
                rating: formatNumber(rating, 1),
                reviews: reviews !== undefined ? formatNumber(reviews, 0) : "",
              }}
              components={[<span className="text-amber-500" />]}
            />
          </span>
          <span className="sr-only">
            {reviews !== undefined
              ? t("links.facts.ratingSpoken", {
                  rating: formatNumber(rating, 1),
                  count: reviews,
                  formatted: formatNumber(reviews, 0),
                })
              : t("links.facts.ratingSpokenAlone", { rating: formatNumber(rating, 1) })}
          </span>
        </Fact>
      )}
      {priceText !== null && (
        <Fact label={t("links.facts.price")} icon={<Tag aria-hidden />}>
          <span className="tabular-nums">{priceText}</span>
        </Fact>
      )}
      {address && (
        <Fact label={t("links.facts.address")} icon={<MapPin aria-hidden />} wide>
          <span title={address} className="block truncate">
            {address}
          </span>
        </Fact>
      )}
    </dl>
  );
}

function Fact({
  label,
  icon,
  wide,
  children,
}: {
  label: string;
  /** None for the rating, whose star is in its text. */
  icon?: ReactNode;
  /** The address: allowed the whole width, and cut there. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "min-w-0 max-w-full" : undefined}>
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1">
        {icon && <span className="shrink-0 text-muted-foreground [&>svg]:size-3.5">{icon}</span>}
        <span className="min-w-0">{children}</span>
      </dd>
    </div>
  );
}

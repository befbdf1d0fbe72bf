// A page's facts in the viewer's language (decision 216): numbers and prices with Intl, and an
// event's start by what the page gave. A day is shown as that day, and a time on the place's own
// clock as written (both formatted in UTC, where they were put, so no time zone moves them);
// only a moment the page fixed with its zone is shown in the viewer's time zone.
import { formattingLocale } from "../../lib/i18n";
import { t } from "i18next";

export function formatNumber(value: number, digits: number, locale = formattingLocale()) {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** "€99", "€12.50", "Free"; a bare number when the page named no currency. */
export function formatPrice(amount: number, currency?: string, locale = formattingLocale()) {
  if (amount === 0) return t("links.facts.free");
  const digits = Number.isInteger(amount) ? 0 : 2;
  if (!currency) return formatNumber(amount, digits, locale);
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // A code Intl does not know: the number and the code as the page wrote it.
    return `${formatNumber(amount, digits, locale)} ${currency}`;
  }
}

/** "5 Dec 2026", "5 Dec 2026, 19:30" (the place's clock), or the moment in the viewer's zone. */
export function formatStart(startsAt: string, locale = formattingLocale()) {
  if (startsAt.length === 10) {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${startsAt}T00:00Z`),
    );
  }
  const moment = startsAt.endsWith("Z");
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    ...(moment ? {} : { timeZone: "UTC" }),
  }).format(new Date(moment ? startsAt : `${startsAt}Z`));
}

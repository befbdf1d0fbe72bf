import { ArrowBigDown, ArrowBigUp, Trophy } from "lucide-react";
import { cn } from "../../lib/cn";
import { t } from "i18next";

const links = [
  { title: "Trattoria Roma", site: "trattoria-roma.example", up: 5, down: 0 },
  { title: "Green Bowl", site: "greenbowl.example", up: 3, down: 1 },
  { title: "Taco Corner", site: "tacocorner.example", up: 1, down: 2 },
];

/** A drawing of an event's shortlist, built from markup so it stays sharp and light. */
export function HeroPreview() {
  return (
    <div
      role="img"
      aria-label={t("landing.preview.label")}
      className="relative mx-auto w-full max-w-md"
    >
      <div className="absolute inset-0 translate-x-3 translate-y-3 rotate-2 rounded-3xl bg-gradient-to-br from-indigo-200 to-violet-200 sm:translate-x-5 sm:translate-y-5" />
      <div className="relative rounded-3xl border border-border bg-white p-4 shadow-xl shadow-indigo-900/10 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{t("landing.preview.event")}</p>
            <p className="text-sm text-slate-600">{t("landing.preview.counts")}</p>
          </div>
          <span className="shrink-0 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
            {t("landing.preview.active")}
          </span>
        </div>
        <p className="mt-5 text-xs font-semibold tracking-wider text-slate-600 uppercase">
          {t("event.tabs.shortlist")}
        </p>
        <ul className="mt-2 space-y-2.5">
          {links.map((link, index) => (
            <li
              key={link.title}
              className={cn(
                "rounded-xl border p-3",
                index === 0
                  ? "border-indigo-500 bg-indigo-50/60 ring-1 ring-indigo-500"
                  : "border-border",
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{link.title}</p>
                  <p className="truncate text-xs text-slate-600">{link.site}</p>
                </div>
                <div className="flex shrink-0 items-center gap-1.5 text-xs font-medium">
                  <span className="inline-flex items-center gap-0.5 rounded-md bg-indigo-600 px-1.5 py-1 text-white">
                    <ArrowBigUp aria-hidden className="size-3.5" />
                    {link.up}
                  </span>
                  <span className="inline-flex items-center gap-0.5 rounded-md border border-border px-1.5 py-1 text-slate-700">
                    <ArrowBigDown aria-hidden className="size-3.5" />
                    {link.down}
                  </span>
                </div>
              </div>
              <div className="mt-2 flex items-center justify-between gap-2 text-xs">
                <span className="text-slate-600">
                  {t("landing.preview.score", { score: link.up - link.down })}
                </span>
                {index === 0 && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-indigo-600 px-2 py-0.5 font-medium text-white">
                    <Trophy aria-hidden className="size-3" />
                    {t("common.currentWinner")}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

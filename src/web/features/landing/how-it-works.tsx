import { CalendarPlus, Link2, ThumbsUp, Trophy } from "lucide-react";
import { LandingSection } from "./landing-section";
import { t } from "i18next";

export const HOW_IT_WORKS_ID = "how-it-works";

const steps = () => [
  {
    icon: CalendarPlus,
    title: t("landing.how.create.title"),
    text: t("landing.how.create.text"),
  },
  {
    icon: Link2,
    title: t("landing.how.share.title"),
    text: t("landing.how.share.text"),
  },
  {
    icon: ThumbsUp,
    title: t("landing.how.vote.title"),
    text: t("landing.how.vote.text"),
  },
  {
    icon: Trophy,
    title: t("landing.how.pick.title"),
    text: t("landing.how.pick.text"),
  },
];

export function HowItWorks() {
  return (
    <LandingSection
      id={HOW_IT_WORKS_ID}
      tabIndex={-1}
      className="scroll-mt-16 border-y border-border bg-white py-20 focus:outline-none sm:py-24"
      titleId="how-it-works-title"
      eyebrow={t("landing.how.eyebrow")}
      title={t("landing.how.title")}
      lead={t("landing.how.lead")}
    >
      <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps().map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            className="relative rounded-2xl border border-border bg-background p-6 transition-shadow hover:shadow-md"
          >
            <div className="flex items-center justify-between">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/20">
                <Icon aria-hidden className="size-6" />
              </span>
              <span className="text-sm font-semibold text-slate-600">
                {t("landing.how.step", { number: index + 1 })}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
